import vm from 'node:vm';

/** What the member types into the card form, as `Multipayment.getToken` takes it (expire: YYMM). */
export interface CardInput {
  cardno: string;
  expire: string;
  securitycode?: string;
  holdername?: string;
}

/** What getToken's callback receives (PROTOCOLS.md). */
export interface TokenResult {
  resultCode: string;
  tokenObject?: { token: string[]; toBeExpiredAt: string; maskedCardNo: string; isSecurityCodeSet: boolean };
}

/**
 * A card token the way the member's browser gets one: the provider's own script (`script_url`) runs in a
 * page-like context of its own and posts the card to the provider; the card never passes our api. Works
 * against the sandbox's token.js (and would against any script speaking the same `Multipayment` API).
 */
export async function tokenFromBrowserScript(scriptUrl: string, shopId: string, card: CardInput): Promise<TokenResult> {
  const response = await fetch(scriptUrl);
  if (!response.ok) throw new Error(`token script: HTTP ${response.status}`);
  const window: Record<string, unknown> = { fetch, btoa, crypto: globalThis.crypto, setTimeout, URL };
  vm.runInNewContext(await response.text(), { window }, { filename: scriptUrl, timeout: 10_000 });
  const multipayment = window.Multipayment as { init(shopId: string): void; getToken(card: CardInput, callback: (result: TokenResult) => void): void };
  multipayment.init(shopId);
  return new Promise((resolve) => multipayment.getToken({ securitycode: '123', holdername: 'TARO YAMADA', ...card }, resolve));
}

/** A fresh single-use token for a card that is valid, or the test fails with the provider's result code. */
export async function cardToken(scriptUrl: string, shopId: string, card: CardInput): Promise<string> {
  const result = await tokenFromBrowserScript(scriptUrl, shopId, card);
  if (result.resultCode !== '000' || !result.tokenObject) throw new Error(`no token: resultCode ${result.resultCode}`);
  return result.tokenObject.token[0];
}
