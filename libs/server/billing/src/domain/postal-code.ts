import { PersonalInformationMessages } from '@coaching/contracts';

/** One address for a postal code, as `GET /api/postal-codes/{zipcode}` answers it. */
export interface PostalAddress {
  /** 7 digits. */
  zipcode: string;
  prefecture: string;
  city: string;
  town: string;
  /** prefecture + city + town: what the form puts in its address field. */
  address: string;
}

export const PostalCodeMessages = {
  /** The same words as the personal-information form's postal code field. */
  invalid: PersonalInformationMessages.zipInvalid,
  unavailable: '住所検索サービスに接続できませんでした。時間をおいて再度お試しいただくか、住所を直接入力してください。',
} as const;

/**
 * The 7 digits of a postal code as members type it ('1000005', '100-0005', full-width digits or dashes
 * from a Japanese keyboard); null when it is not one.
 */
export function normalisePostalCode(input: string): string | null {
  const ascii = input
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[‐‑‒–—―−－ー]/g, '-');
  return /^\d{3}-?\d{4}$/.test(ascii) ? ascii.replace('-', '') : null;
}
