import { addressesFor, type PostalAddress } from './postal-codes';

/** zipcloud's answer, keys in its order; HTTP is 200 whatever `status` says. */
export interface ZipcloudAnswer {
  message: string | null;
  results: PostalAddress[] | null;
  status: 200 | 400;
}

/** zipcloud's own messages. */
export const ZIPCLOUD_MESSAGES = {
  missing: '必須パラメータが指定されていません。',
  notDigits: 'パラメータ「郵便番号」に数字以外の文字が指定されています。',
  wrongLength: 'パラメータ「郵便番号」の桁数が不正です。',
} as const;

/** zipcloud's default and largest `limit`. */
export const ZIPCLOUD_LIMIT = 20;

/**
 * `GET /api/search?zipcode=…&limit=…`: a 7-digit code, hyphen allowed (`100-0005`). Results are
 * null, not empty, when nothing matches.
 */
export function searchZipcode(zipcode: string | undefined, limit?: string): ZipcloudAnswer {
  if (zipcode === undefined || zipcode === '') return { message: ZIPCLOUD_MESSAGES.missing, results: null, status: 400 };
  const digits = zipcode.replace('-', '');
  if (!/^\d+$/.test(digits)) return { message: ZIPCLOUD_MESSAGES.notDigits, results: null, status: 400 };
  if (digits.length !== 7) return { message: ZIPCLOUD_MESSAGES.wrongLength, results: null, status: 400 };
  const found = addressesFor(digits).slice(0, resultLimit(limit));
  return { message: null, results: found.length > 0 ? found : null, status: 200 };
}

function resultLimit(limit: string | undefined): number {
  const value = Number(limit);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, ZIPCLOUD_LIMIT) : ZIPCLOUD_LIMIT;
}

/** A JSONP callback name: a JavaScript identifier, dotted names allowed. Anything else gets plain JSON. */
export function isCallbackName(name: string): boolean {
  return name.length <= 128 && /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(name);
}
