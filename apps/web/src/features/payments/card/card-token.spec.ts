import { CARD_TOKEN_RESULT_MESSAGES } from '@coaching/contracts';
import { readTokenResult, tokenRequest } from './card-token';

describe('tokenRequest', () => {
  it('asks for one token with the expiry as YYMM', () => {
    expect(tokenRequest({ cardno: '4111111111111111', holdername: 'TARO YAMADA', expireMonth: '03', expireYear: '29', securitycode: '123' })).toEqual({
      cardno: '4111111111111111',
      expire: '2903',
      securitycode: '123',
      holdername: 'TARO YAMADA',
      tokennumber: 1,
    });
  });

  it('sends an empty security code when none was typed', () => {
    expect(tokenRequest({ cardno: '4111111111111111', holdername: 'A', expireMonth: '12', expireYear: '30', securitycode: undefined }).securitycode).toBe('');
  });
});

describe('readTokenResult', () => {
  it('answers the first token on 000', () => {
    expect(readTokenResult({ resultCode: '000', tokenObject: { token: ['tok-1', 'tok-2'] } })).toEqual({ ok: true, token: 'tok-1' });
    expect(readTokenResult({ resultCode: '000', tokenObject: { token: 'tok-3' } })).toEqual({ ok: true, token: 'tok-3' });
  });

  it("answers the member's message for a result code", () => {
    expect(readTokenResult({ resultCode: '102' })).toEqual({ ok: false, message: CARD_TOKEN_RESULT_MESSAGES['102'] });
    expect(readTokenResult({ resultCode: '902' })).toEqual({ ok: false, message: CARD_TOKEN_RESULT_MESSAGES['902'] });
  });

  it('treats a success without a token, an unknown code and no answer as an error', () => {
    expect(readTokenResult({ resultCode: '000', tokenObject: { token: [] } })).toEqual({ ok: false, message: 'エラーが発生しました。' });
    expect(readTokenResult({ resultCode: 'zzz' })).toEqual({ ok: false, message: 'エラーが発生しました。' });
    expect(readTokenResult(null)).toEqual({ ok: false, message: 'エラーが発生しました。' });
  });
});
