import polyglotI18nProvider from 'ra-i18n-polyglot';
import { japaneseMessages } from './ja';
import { tiptapJapanese } from './tiptap-ja';

/**
 * Japanese only. allowMissing lets a server message passed to notify() show as written
 * instead of being reported as a missing translation key.
 */
export const i18nProvider = polyglotI18nProvider(() => ({ ...japaneseMessages, ra: { ...japaneseMessages.ra, tiptap: tiptapJapanese } }), 'ja', [{ locale: 'ja', name: '日本語' }], {
  allowMissing: true,
});
