import { cardTokenMessage, isCardTokenSuccess, toProviderExpire, type CardForm } from '@coaching/contracts';

// Tokenising a card in the browser with the provider's script (PROTOCOLS.md, GMO `Multipayment`). The card
// number goes to the script only: never to our API, never into a log, an error message or analytics.

export interface CardProviderConfig {
  script_url: string;
  shop_id: string;
}

/** What the script's `getToken` takes (PROTOCOLS.md). */
export interface TokenRequest {
  cardno: string;
  /** YYMM. */
  expire: string;
  securitycode: string;
  holdername: string;
  tokennumber: number;
}

/** What the script's callback receives. */
export interface TokenResult {
  resultCode: string;
  tokenObject?: { token?: string[] | string; toBeExpiredAt?: string; maskedCardNo?: string; isSecurityCodeSet?: boolean };
}

export interface Multipayment {
  init(shopId: string): void;
  getToken(request: TokenRequest, callback: (result: TokenResult) => void): void;
}

export function tokenRequest(card: CardForm): TokenRequest {
  return {
    cardno: card.cardno,
    expire: toProviderExpire(card.expireMonth, card.expireYear),
    securitycode: card.securitycode ?? '',
    holdername: card.holdername,
    tokennumber: 1,
  };
}

export type TokenOutcome = { ok: true; token: string } | { ok: false; message: string };

/** '000' with a token is success; any other code is the member's message for it (spec §8). */
export function readTokenResult(result: TokenResult | null | undefined): TokenOutcome {
  const code = result?.resultCode;
  if (!isCardTokenSuccess(code)) return { ok: false, message: cardTokenMessage(code) };
  const tokens = result?.tokenObject?.token;
  const token = Array.isArray(tokens) ? tokens[0] : tokens;
  return typeof token === 'string' && token ? { ok: true, token } : { ok: false, message: cardTokenMessage(null) };
}

/** A tokenising failure the member can read: the message only, never the card. */
export class CardTokenError extends Error {
  override readonly name = 'CardTokenError';
}

/** The script did not load (blocked, offline): the member can only try again later. */
export const SCRIPT_LOAD_FAILED = 'カード決済の準備ができませんでした。通信環境をご確認のうえ、ページを再読み込みしてください。';
/** The script never called back. */
export const TOKEN_TIMEOUT = 'カード情報の確認に時間がかかっています。時間をおいて再度お試しください。';
const TOKEN_TIMEOUT_MS = 30_000;

declare global {
  interface Window {
    Multipayment?: Multipayment;
  }
}

const scripts = new Map<string, Promise<Multipayment>>();

/** Loads the provider's script once per URL; a failed load is forgotten so the next attempt tries again. */
export function loadProviderScript(url: string): Promise<Multipayment> {
  const cached = scripts.get(url);
  if (cached) return cached;
  const loading = new Promise<Multipayment>((resolve, reject) => {
    if (window.Multipayment) return resolve(window.Multipayment);
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.Multipayment ? resolve(window.Multipayment) : reject(new CardTokenError(SCRIPT_LOAD_FAILED)));
    script.onerror = () => {
      script.remove();
      reject(new CardTokenError(SCRIPT_LOAD_FAILED));
    };
    document.head.appendChild(script);
  });
  scripts.set(url, loading);
  loading.catch(() => scripts.delete(url));
  return loading;
}

/** A single-use token for the card, or a CardTokenError with the member's message. */
export async function tokeniseCard(provider: CardProviderConfig, card: CardForm): Promise<string> {
  const multipayment = await loadProviderScript(provider.script_url);
  multipayment.init(provider.shop_id);
  const result = await new Promise<TokenResult | null>((resolve) => {
    const timer = window.setTimeout(() => resolve(null), TOKEN_TIMEOUT_MS);
    multipayment.getToken(tokenRequest(card), (answer) => {
      window.clearTimeout(timer);
      resolve(answer);
    });
  });
  if (result === null) throw new CardTokenError(TOKEN_TIMEOUT);
  const outcome = readTokenResult(result);
  if (!outcome.ok) throw new CardTokenError(outcome.message);
  return outcome.token;
}
