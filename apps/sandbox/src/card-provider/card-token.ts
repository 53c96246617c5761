/**
 * The token request: what token.js sends to the provider, how the provider opens it, and the checks
 * behind every result code of spec §8. Pure: no store, no clock.
 *
 * The request (JSON or form, all values text):
 *   id          a random request id (32 hex)                          501 missing, 502 malformed
 *   cardInfo    base64 of UTF-8 JSON { holdername }                   511 missing, 512 undecodable
 *   key         the per-request key that sealed `encrypted` (32 hex)  521 missing, 522 malformed
 *   callBack    the page's callback name                              531 missing
 *   hash        checksum of `encrypted`                               541 missing; wrong → 190
 *   apikey      not sent by token.js; the sandbox offers no API keys  552 malformed, 551 otherwise
 *   shopId      from Multipayment.init                                160 missing, 161 >13, 162 not alphanumeric, 180 unknown
 *   keyHash     the provider key hash token.js carries                170 missing, 180 unknown
 *   encrypted   base64 of JSON { cardno, expire, securitycode } XOR key  150 missing, 190 undecodable, 191 bad shape
 *   tokenNumber how many tokens (default 1)                           141 not digits, 142 not 1-10
 * The real script seals the card with the provider's RSA key; the sandbox stands that in with a XOR so
 * the card number is not sent in clear and a damaged request is detectable, which is all tests need.
 */

/** GMO's descriptions of the token result codes (spec §8). */
export const TOKEN_RESULT_CODES = {
  '000': '正常',
  '100': 'カード番号必須チェックエラー',
  '101': 'カード番号フォーマットエラー(数字以外を含む)',
  '102': 'カード番号フォーマットエラー(10-16 桁の範囲外)',
  '110': '有効期限必須チェックエラー',
  '111': '有効期限フォーマットエラー(数字以外を含む)',
  '112': '有効期限フォーマットエラー(6 又は 4 桁以外)',
  '113': '有効期限フォーマットエラー(月が 13 以上)',
  '121': 'セキュリティコードフォーマットエラー(数字以外を含む)',
  '122': 'セキュリティコード桁数エラー',
  '131': '名義人フォーマットエラー(半角英数字、一部の記号以外を含む)',
  '132': '名義人フォーマットエラー(51 桁以上)',
  '141': '発行数フォーマットエラー(数字以外を含む)',
  '142': '発行数フォーマットエラー(1-10 の範囲外)',
  '150': 'カード情報を暗号化した情報必須チェックエラー',
  '160': 'ショップ ID 必須チェックエラー',
  '161': 'ショップ ID フォーマットエラー(14 桁以上)',
  '162': 'ショップ ID フォーマットエラー(半角英数字以外)',
  '170': '公開鍵ハッシュ値必須チェックエラー',
  '180': 'ショップ ID または公開鍵ハッシュ値がマスターに存在しない',
  '190': 'カード情報(Encrypted)が復号できない',
  '191': 'カード情報(Encrypted)復号化後フォーマットエラー',
  '501': 'トークン用パラメータ(id)が送信されていない',
  '502': 'トークン用パラメータ(id)がマスターに存在しない',
  '511': 'トークン用パラメータ(cardInfo)が送信されていない',
  '512': 'トークン用パラメータ(cardInfo)が復号できない',
  '521': 'トークン用パラメータ(key)が送信されていない',
  '522': 'トークン用パラメータ(key)が復号できない',
  '531': 'トークン用パラメータ(callBack)が送信されていない',
  '541': 'トークン用パラメータ(hash)が存在しない',
  '551': 'トークン用 apikey が存在しない ID',
  '552': 'トークン用 apikey が有効ではない',
  '901': 'マルチペイメント内部のシステムエラー',
  '902': '処理が混み合っている',
} as const;

export type TokenResultCode = keyof typeof TOKEN_RESULT_CODES;

/** What the page passes to Multipayment.getToken, as text. */
export interface CardFields {
  cardno: string;
  /** YYMM, or YYYYMM. */
  expire: string;
  securitycode: string;
  holdername: string;
  tokennumber: string;
}

/** A card as the provider remembers it behind a token or a saved card. */
export interface CardDetails {
  cardNo: string;
  /** YYMM. */
  expire: string;
  holderName: string;
  securityCodeSet: boolean;
}

export type CardCheck = { ok: true; card: CardDetails; tokenCount: number } | { ok: false; resultCode: TokenResultCode };

/** Letters, digits, space and `.,-/`: what GMO accepts in a holder name. */
const HOLDER_NAME = /^[A-Za-z0-9 .,\-/]*$/;

/** The checks on what the cardholder typed, in GMO's order: number, expiry, code, name, count. */
export function checkCardFields(fields: CardFields): CardCheck {
  const { cardno, expire, securitycode, holdername, tokennumber } = fields;
  if (cardno === '') return { ok: false, resultCode: '100' };
  if (!/^\d+$/.test(cardno)) return { ok: false, resultCode: '101' };
  if (cardno.length < 10 || cardno.length > 16) return { ok: false, resultCode: '102' };

  if (expire === '') return { ok: false, resultCode: '110' };
  if (!/^\d+$/.test(expire)) return { ok: false, resultCode: '111' };
  if (expire.length !== 4 && expire.length !== 6) return { ok: false, resultCode: '112' };
  const yymm = expire.slice(-4);
  const month = Number(yymm.slice(2));
  if (month < 1 || month > 12) return { ok: false, resultCode: '113' };

  if (securitycode !== '' && !/^\d+$/.test(securitycode)) return { ok: false, resultCode: '121' };
  if (securitycode !== '' && (securitycode.length < 3 || securitycode.length > 4)) return { ok: false, resultCode: '122' };

  if (!HOLDER_NAME.test(holdername)) return { ok: false, resultCode: '131' };
  if (holdername.length >= 51) return { ok: false, resultCode: '132' };

  const count = tokennumber === '' ? '1' : tokennumber;
  if (!/^\d+$/.test(count)) return { ok: false, resultCode: '141' };
  const tokenCount = Number(count);
  if (tokenCount < 1 || tokenCount > 10) return { ok: false, resultCode: '142' };

  return { ok: true, card: { cardNo: cardno, expire: yymm, holderName: holdername, securityCodeSet: securitycode !== '' }, tokenCount };
}

/** The registered shop and the key hash the request must name. */
export interface TokenShop {
  shopId: string;
  keyHash: string;
}

export type TokenRequestCheck = { ok: true; fields: CardFields } | { ok: false; resultCode: TokenResultCode };

const HEX32 = /^[0-9a-f]{32}$/;

/**
 * Checks the request envelope and opens it, in the order of the table above, leaving the card
 * fields themselves to `checkCardFields`.
 */
export function openTokenRequest(body: Readonly<Record<string, unknown>>, shop: TokenShop): TokenRequestCheck {
  const param = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  const failed = (resultCode: TokenResultCode): TokenRequestCheck => ({ ok: false, resultCode });

  const id = param('id');
  if (id === '') return failed('501');
  if (!HEX32.test(id)) return failed('502');
  const cardInfo = param('cardInfo');
  if (cardInfo === '') return failed('511');
  const info = decodeJsonObject(decodeBase64(cardInfo));
  if (!info || (info['holdername'] !== undefined && typeof info['holdername'] !== 'string')) return failed('512');
  const key = param('key');
  if (key === '') return failed('521');
  if (!HEX32.test(key)) return failed('522');
  if (param('callBack') === '') return failed('531');
  const hash = param('hash');
  if (hash === '') return failed('541');
  if (body['apikey'] !== undefined) return failed(/^[A-Za-z0-9]{1,64}$/.test(param('apikey')) ? '551' : '552');

  const shopId = param('shopId');
  if (shopId === '') return failed('160');
  if (shopId.length > 13) return failed('161');
  if (!/^[A-Za-z0-9]+$/.test(shopId)) return failed('162');
  const keyHash = param('keyHash');
  if (keyHash === '') return failed('170');
  const encrypted = param('encrypted');
  if (encrypted === '') return failed('150');
  if (shopId !== shop.shopId || keyHash !== shop.keyHash) return failed('180');

  if (hash !== checksum(encrypted)) return failed('190');
  const sealed = decodeBase64(encrypted);
  const secret = sealed && decodeJsonObject(xorWithKey(sealed, key));
  if (!secret) return failed('190');
  const { cardno, expire, securitycode } = secret;
  if (typeof cardno !== 'string' || typeof expire !== 'string' || (securitycode !== undefined && typeof securitycode !== 'string')) return failed('191');

  return {
    ok: true,
    fields: { cardno, expire, securitycode: securitycode ?? '', holdername: (info['holdername'] as string | undefined) ?? '', tokennumber: param('tokenNumber') },
  };
}

/**
 * The request token.js builds, in TypeScript: tests use it to speak to the endpoint as the script
 * does, and to break one field at a time. `src/card-provider/token-script.ts` is the browser copy.
 */
export function buildTokenRequest(fields: Partial<CardFields>, shopId: string, keyHash: string, key: string, id: string): Record<string, string> {
  const encrypted = xorWithKey(Buffer.from(JSON.stringify({ cardno: fields.cardno ?? '', expire: fields.expire ?? '', securitycode: fields.securitycode ?? '' }), 'utf8'), key).toString('base64');
  return {
    id,
    cardInfo: Buffer.from(JSON.stringify({ holdername: fields.holdername ?? '' }), 'utf8').toString('base64'),
    key,
    callBack: 'onToken',
    hash: checksum(encrypted),
    shopId,
    keyHash,
    encrypted,
    tokenNumber: fields.tokennumber ?? '1',
  };
}

/** 32-bit FNV-1a of the text's code units, 8 hex digits; token.js computes the same. */
export function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function xorWithKey(bytes: Buffer, keyHex: string): Buffer {
  const key = Buffer.from(keyHex, 'hex');
  return Buffer.from(bytes.map((byte, index) => byte ^ key[index % key.length]));
}

/** Strict base64: Buffer.from would quietly skip characters that do not belong. */
function decodeBase64(text: string): Buffer | undefined {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined;
  return Buffer.from(text, 'base64');
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

function decodeJsonObject(bytes: Buffer | undefined): Record<string, unknown> | undefined {
  if (!bytes) return undefined;
  try {
    const value: unknown = JSON.parse(UTF8.decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** GMO's token answer shows the first six and last four digits: `411111******1111`. */
export function maskForToken(cardNo: string): string {
  return `${cardNo.slice(0, 6)}${'*'.repeat(Math.max(cardNo.length - 10, 0))}${cardNo.slice(-4)}`;
}

/** The trade and card APIs mask all but the last four digits: `************1111`, as GMO answers. */
export function maskCardNo(cardNo: string): string {
  return `${'*'.repeat(Math.max(cardNo.length - 4, 0))}${cardNo.slice(-4)}`;
}
