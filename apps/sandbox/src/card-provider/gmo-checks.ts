import type { CardProviderConfig } from './card-config';
import type { GmoErrInfo } from './gmo-errors';
import type { GmoParams } from './gmo-form';

/** ShopID and ShopPass present: the first check of every shop-level call. */
export function missingShop(params: GmoParams): GmoErrInfo[] {
  const errors: GmoErrInfo[] = [];
  if (!params['ShopID']) errors.push('E01010001');
  if (!params['ShopPass']) errors.push('E01020001');
  return errors;
}

export function shopMatches(params: GmoParams, config: CardProviderConfig): boolean {
  return params['ShopID'] === config.shopId && params['ShopPass'] === config.shopPass;
}

/** SiteID and SitePass present: the first check of every member and card call. */
export function missingSite(params: GmoParams): GmoErrInfo[] {
  const errors: GmoErrInfo[] = [];
  if (!params['SiteID']) errors.push('E01190001');
  if (!params['SitePass']) errors.push('E01200001');
  return errors;
}

export function siteMatches(params: GmoParams, config: CardProviderConfig): boolean {
  return params['SiteID'] === config.siteId && params['SitePass'] === config.sitePass;
}

/** MemberID: up to 60 of letters, digits and `-_.@`. */
export function memberIdErrors(memberId: string | undefined): GmoErrInfo[] {
  if (!memberId) return ['E01220001'];
  if (memberId.length > 60) return ['E01220005'];
  if (!/^[A-Za-z0-9\-_.@]+$/.test(memberId)) return ['E01220008'];
  return [];
}

/** SeqMode: 0 (logical, the default) or 1 (physical). */
export function seqModeErrors(seqMode: string | undefined): GmoErrInfo[] {
  return seqMode === undefined || seqMode === '' || seqMode === '0' || seqMode === '1' ? [] : ['E01470008'];
}

/** A money field: digits, at most 7 of them (GMO's limit, 9,999,999 yen). */
export function moneyErrors(value: string | undefined, missing: GmoErrInfo | null, nonDigits: GmoErrInfo, tooLong: GmoErrInfo): GmoErrInfo[] {
  if (value === undefined || value === '') return missing ? [missing] : [];
  if (!/^\d+$/.test(value)) return [nonDigits];
  if (value.replace(/^0+(?=\d)/, '').length > 7) return [tooLong];
  return [];
}
