// Spec §5: the postal code fills the address through `GET /api/postal-codes/{zipcode}`. The member's own
// typing is never lost: a code that matches nothing, or a lookup that fails, leaves the address as it was.

export interface PostalAddress {
  zipcode: string;
  prefecture: string;
  city: string;
  town: string;
  /** prefecture + city + town. */
  address: string;
}

export const PostalLookupMessages = {
  found: '住所を入力しました。番地・建物名を続けて入力してください。',
  several: 'この郵便番号には複数の住所があります。該当する住所を選んでください。',
  notFound: '郵便番号に該当する住所が見つかりませんでした。住所を直接入力してください。',
  unavailable: '住所を検索できませんでした。住所を直接入力してください。',
} as const;

/** The 7 digits of a postal code as typed ('100-0005', '１０００００５'), or null until it is complete. */
export function lookupZipcode(input: string): string | null {
  const digits = input.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[^0-9]/g, '');
  return /^\d{7}$/.test(digits) && /^[\d\s\-‐－ー―]+$/.test(input.replace(/[０-９]/g, '0')) ? digits : null;
}

export type LookupOutcome = { address: string; message: string; choices: PostalAddress[] };

/**
 * The address after a lookup: the found address replaces the field unless what is there already starts
 * with it (the member went on to type the street number); with several results the first is filled and
 * the others offered; with none the field keeps what was typed.
 */
export function addressAfterLookup(current: string, results: readonly PostalAddress[]): LookupOutcome {
  const first = results[0];
  if (!first) return { address: current, message: PostalLookupMessages.notFound, choices: [] };
  const address = current.trim().startsWith(first.address) ? current : first.address;
  return { address, message: results.length > 1 ? PostalLookupMessages.several : PostalLookupMessages.found, choices: results.length > 1 ? [...results] : [] };
}
