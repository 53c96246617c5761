import { TOKEN_KEY_HASH, DEFAULT_CARD_CONFIG } from './card-config';
import { CardStore } from './card-store';
import { buildTokenRequest } from './card-token';
import { TEST_CARDS } from './test-cards';
import { answerTokenRequest, cardFieldsFrom, tokenize } from './token-service';

const fields = { cardno: TEST_CARDS.approve, expire: '3012', securitycode: '123', holdername: 'TARO YAMADA', tokennumber: '' };

describe('token service', () => {
  it('answers what the page callback receives: tokens, expiry in Japan time, masked number', () => {
    const store = new CardStore(() => Date.parse('2026-11-22T01:00:00Z'));
    expect(tokenize(store, { ...fields, tokennumber: '2' })).toEqual({
      resultCode: '000',
      tokenObject: { token: [expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)], toBeExpiredAt: '2026-11-22-10-30-00', maskedCardNo: '411111******1111', isSecurityCodeSet: true },
    });
    expect(tokenize(store, { ...fields, securitycode: '' }).tokenObject?.isSecurityCodeSet).toBe(false);
  });

  it('answers 901 and 902 for their test cards, issuing nothing', () => {
    const store = new CardStore();
    expect(tokenize(store, { ...fields, cardno: TEST_CARDS.tokenSystemError })).toEqual({ resultCode: '901' });
    expect(tokenize(store, { ...fields, cardno: TEST_CARDS.tokenBusy })).toEqual({ resultCode: '902' });
    expect(tokenize(store, { ...fields, cardno: '' })).toEqual({ resultCode: '100' });
    expect(store.listTokens()).toEqual([]);
  });

  it('opens token.js requests and checks the card inside', () => {
    const store = new CardStore();
    const request = (card: typeof fields) => buildTokenRequest(card, DEFAULT_CARD_CONFIG.shopId, TOKEN_KEY_HASH, 'ab'.repeat(16), 'cd'.repeat(16));
    expect(answerTokenRequest(store, DEFAULT_CARD_CONFIG, request(fields)).resultCode).toBe('000');
    expect(answerTokenRequest(store, DEFAULT_CARD_CONFIG, request({ ...fields, expire: '3013' }))).toEqual({ resultCode: '113' });
    expect(answerTokenRequest(store, { ...DEFAULT_CARD_CONFIG, shopId: 'tshop00000002' }, request(fields))).toEqual({ resultCode: '180' });
  });

  it('takes numbers where a page passes them, and nothing else', () => {
    expect(cardFieldsFrom({ cardno: 4111111111111111n, expire: 3012, securitycode: '123', holdername: null, tokennumber: 2 })).toEqual({ cardno: '', expire: '3012', securitycode: '123', holdername: '', tokennumber: '2' });
  });
});
