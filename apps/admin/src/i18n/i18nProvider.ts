import polyglotI18nProvider from 'ra-i18n-polyglot';
import { japaneseMessages } from './ja';

/**
 * Japanese only. allowMissing lets a server message passed to notify() show as written
 * instead of being reported as a missing translation key.
 */
export const i18nProvider = polyglotI18nProvider(() => japaneseMessages, 'ja', [{ locale: 'ja', name: '日本語' }], {
  allowMissing: true,
});
