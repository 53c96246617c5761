// Result codes of the card provider's tokenising script (spec §8; PROTOCOLS.md: GMO Payment Gateway
// `Multipayment.getToken`), each as a message a member can act on. Codes the member can fix name the field;
// codes that only our set-up can cause (shop id, key, token parameters) ask to retry later, as the member
// can do nothing else about them.

export const CARD_TOKEN_SUCCESS = '000';

const TRY_AGAIN_LATER = '決済システムでエラーが発生しました。時間をおいて再度お試しください。';
const RELOAD_AND_RETRY = 'カード情報を確認できませんでした。ページを再読み込みして、もう一度お試しください。';

export const CARD_TOKEN_RESULT_MESSAGES: Readonly<Record<string, string>> = {
  '000': 'カード情報を確認しました。',
  '100': 'カード番号を入力してください。',
  '101': 'カード番号は数字で入力してください。',
  '102': 'カード番号は10〜16桁で入力してください。',
  '110': '有効期限を入力してください。',
  '111': '有効期限は数字で入力してください。',
  '112': '有効期限を正しく入力してください。',
  '113': '有効期限を正しく入力してください。',
  '121': 'セキュリティコードは数字で入力してください。',
  '122': 'セキュリティコードの桁数が正しくありません。',
  '131': 'カード名義は半角英字で入力してください。',
  '132': 'カード名義は50文字以内で入力してください。',
  // The number of tokens asked for: we always ask for one, so these only follow a fault of ours.
  '141': RELOAD_AND_RETRY,
  '142': RELOAD_AND_RETRY,
  '150': RELOAD_AND_RETRY,
  // Shop id and public key: our configuration.
  '160': TRY_AGAIN_LATER,
  '161': TRY_AGAIN_LATER,
  '162': TRY_AGAIN_LATER,
  '170': TRY_AGAIN_LATER,
  '180': TRY_AGAIN_LATER,
  '190': RELOAD_AND_RETRY,
  '191': RELOAD_AND_RETRY,
  // Token parameters (id, cardInfo, key, callBack, hash, apikey): the codes the provider documents.
  '501': TRY_AGAIN_LATER,
  '502': TRY_AGAIN_LATER,
  '511': RELOAD_AND_RETRY,
  '512': RELOAD_AND_RETRY,
  '521': RELOAD_AND_RETRY,
  '522': RELOAD_AND_RETRY,
  '531': RELOAD_AND_RETRY,
  '541': RELOAD_AND_RETRY,
  '551': TRY_AGAIN_LATER,
  '552': TRY_AGAIN_LATER,
  // The token was already used (a double submit): a fresh one is needed.
  '553': 'カード情報の確認が完了していません。もう一度カード情報を入力してください。',
  '901': TRY_AGAIN_LATER,
  '902': '決済処理が混み合っています。時間をおいて再度お試しください。',
};

const UNKNOWN = 'エラーが発生しました。';

/** Spec §8 names the whole 501–552 band token-parameter errors; a code in it we have not listed reads like its neighbours. */
const isTokenParameterCode = (code: string) => /^5\d\d$/.test(code) && Number(code) >= 501 && Number(code) <= 552;

export function isCardTokenSuccess(code: string | number | null | undefined): boolean {
  return normalise(code) === CARD_TOKEN_SUCCESS;
}

/** The member's message for a result code; 'エラーが発生しました。' for a code the provider does not document. */
export function cardTokenMessage(code: string | number | null | undefined): string {
  const key = normalise(code);
  if (key === null) return UNKNOWN;
  return CARD_TOKEN_RESULT_MESSAGES[key] ?? (isTokenParameterCode(key) ? RELOAD_AND_RETRY : UNKNOWN);
}

/** The script answers strings ('000'); a number (0, 100) would lose its leading zeros, so pad it back. */
function normalise(code: string | number | null | undefined): string | null {
  if (typeof code === 'number') return Number.isInteger(code) && code >= 0 && code <= 999 ? String(code).padStart(3, '0') : null;
  if (typeof code !== 'string') return null;
  const trimmed = code.trim();
  return /^\d{3}$/.test(trimmed) ? trimmed : null;
}
