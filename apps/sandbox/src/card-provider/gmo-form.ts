import { errCodeOf, type GmoErrInfo } from './gmo-errors';

/** The parameters of one GMO API call: form fields, first value of each, as text. */
export type GmoParams = Readonly<Record<string, string>>;

/** What one API call answers: fields in GMO's order, or the errors it found. */
export type GmoAnswer = { ok: true; fields: ReadonlyArray<readonly [string, string]> } | { ok: false; errors: readonly GmoErrInfo[] };

export const answer = (...fields: Array<readonly [string, string]>): GmoAnswer => ({ ok: true, fields });

export const fail = (...errors: GmoErrInfo[]): GmoAnswer => ({ ok: false, errors });

/**
 * Fields of a form-encoded body; a repeated field keeps its first value. Read by hand rather than by
 * a body parser so that a missing or unusual Content-Type is a request with missing fields (GMO's
 * errors), not an HTTP error.
 */
export function parseGmoForm(body: string): GmoParams {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) if (!Object.hasOwn(params, name)) params[name] = value;
  return params;
}

/**
 * `Key=Value&…` as GMO answers. Values are percent-encoded where a form parser needs it, but `|`
 * (GMO's list separator) and `*` (card masks) stay as GMO sends them, so both
 * `URLSearchParams` and a naive split on `&`, `=` and `|` read the answer right.
 */
export function encodeGmoAnswer(result: GmoAnswer): string {
  if (!result.ok) return encodeGmoErrors(result.errors);
  return result.fields.map(([name, value]) => `${name}=${encodeValue(value)}`).join('&');
}

/** `ErrCode=E01|E01&ErrInfo=E01040010|E01050004`: one ErrCode per ErrInfo, in the same order. */
export function encodeGmoErrors(infos: readonly string[]): string {
  return `ErrCode=${infos.map(errCodeOf).join('|')}&ErrInfo=${infos.join('|')}`;
}

function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%7C/g, '|').replace(/%2A/gi, '*');
}

const JAPAN_TIME = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** Japan time parts of an instant (year, month, day, hour, minute, second); the provider is in Japan, whatever the host's zone is. */
function jstParts(ms: number): string[] {
  const parts = new Map(JAPAN_TIME.formatToParts(ms).map((part) => [part.type, part.value]));
  return (['year', 'month', 'day', 'hour', 'minute', 'second'] as const).map((type) => parts.get(type) ?? '');
}

/** TranDate and ProcessDate: `yyyyMMddHHmmss`, Japan time. */
export function gmoDateTime(ms: number): string {
  return jstParts(ms).join('');
}

/** The token's toBeExpiredAt: `yyyy-MM-dd-HH-mm-ss`, Japan time. */
export function tokenExpiryText(ms: number): string {
  return jstParts(ms).join('-');
}

/** The current Japan year and month, for expiry checks. */
export function jstYearMonth(ms: number): { year: number; month: number } {
  const [year, month] = jstParts(ms);
  return { year: Number(year), month: Number(month) };
}
