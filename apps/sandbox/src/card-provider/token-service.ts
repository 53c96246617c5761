import { TOKEN_KEY_HASH, type CardProviderConfig } from './card-config';
import type { CardStore } from './card-store';
import { checkCardFields, maskForToken, openTokenRequest, type CardFields, type TokenResultCode } from './card-token';
import { tokenExpiryText } from './gmo-form';
import { testCardBehaviour } from './test-cards';

/** What the page's callback receives. `tokenObject` only with resultCode 000. */
export interface TokenResult {
  resultCode: TokenResultCode;
  tokenObject?: {
    token: string[];
    /** yyyy-MM-dd-HH-mm-ss, Japan time. */
    toBeExpiredAt: string;
    maskedCardNo: string;
    isSecurityCodeSet: boolean;
  };
}

/** Answers token.js's request: opens it, checks the card, issues the tokens. */
export function answerTokenRequest(store: CardStore, config: CardProviderConfig, body: Readonly<Record<string, unknown>>): TokenResult {
  const opened = openTokenRequest(body, { shopId: config.shopId, keyHash: TOKEN_KEY_HASH });
  if (!opened.ok) return { resultCode: opened.resultCode };
  return tokenize(store, opened.fields);
}

/** Issues tokens for card fields given in clear (the test API's shortcut past the browser). */
export function tokenize(store: CardStore, fields: CardFields): TokenResult {
  const checked = checkCardFields(fields);
  if (!checked.ok) return { resultCode: checked.resultCode };
  const behaviour = testCardBehaviour(checked.card.cardNo);
  if (behaviour === 'tokenSystemError') return { resultCode: '901' };
  if (behaviour === 'tokenBusy') return { resultCode: '902' };

  const issued = store.issueTokens(checked.card, checked.tokenCount);
  return {
    resultCode: '000',
    tokenObject: {
      token: issued.map((token) => token.token),
      toBeExpiredAt: tokenExpiryText(issued[0].expiresAt),
      maskedCardNo: maskForToken(checked.card.cardNo),
      isSecurityCodeSet: checked.card.securityCodeSet,
    },
  };
}

/** Card fields from loose input (JSON numbers allowed, as a page might pass them), as text. */
export function cardFieldsFrom(input: Readonly<Record<string, unknown>>): CardFields {
  const text = (name: string) => {
    const value = input[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return { cardno: text('cardno'), expire: text('expire'), securitycode: text('securitycode'), holdername: text('holdername'), tokennumber: text('tokennumber') };
}
