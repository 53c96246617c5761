import { brand } from '@coaching/web-theme';

export const DEFAULT_TITLE = `${brand.name}（${brand.nameJa}）| VALORANT・APEX LEGENDSのオンラインコーチング`;

/** 'お問い合わせ' → 'お問い合わせ | GG COACH'; no title → the site's default title. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${brand.name}` : DEFAULT_TITLE;
}
