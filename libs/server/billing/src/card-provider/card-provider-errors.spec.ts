import { PaymentMessages } from '@coaching/contracts';
import { answerFor } from '@coaching/server-core/errors';
import { CardProviderError, CardProviderUnavailable, DECLINE_MESSAGES, errorOf, memberMessageFor, PROVIDER_UNAVAILABLE_MESSAGE } from './card-provider-errors';

const DECLINED_GENERIC = 'カード会社によりお取引が承認されませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。';

describe('card provider errors', () => {
  it('reads no error from a successful answer', () => {
    expect(errorOf('EntryTran', { AccessID: 'a', AccessPass: 'b' })).toBeNull();
  });

  it('reads several codes joined by |', () => {
    const error = errorOf('EntryTran', { ErrCode: 'E01|E01', ErrInfo: 'E01040010|E01050004' })!;
    expect(error).toBeInstanceOf(CardProviderError);
    expect(error).toMatchObject({ call: 'EntryTran', codes: ['E01', 'E01'], infos: ['E01040010', 'E01050004'], retryable: false, declined: false });
    expect(error.has('E01040010')).toBe(true);
    expect(error.message).toBe(PaymentMessages.paymentFailed);
    expect(error.describe()).toBe('EntryTran refused: ErrCode=E01|E01 ErrInfo=E01040010|E01050004');
  });

  it.each(['E92000001', 'E92000002', 'E90010001'])('treats provider congestion %s as retryable', (info) => {
    const error = new CardProviderError('ExecTran', [info.slice(0, 3)], [info]);
    expect(error.retryable).toBe(true);
    expect(error.declined).toBe(false);
    expect(error.message).toBe('決済処理が混み合っています。時間をおいて再度お試しください。');
  });

  it.each([
    ['42G020000', '残高不足'],
    ['42G030000', '残高不足'],
    ['42G040000', '残高不足'],
    ['42G120000', 'お取り扱いできません'],
    ['42G440000', 'セキュリティコード'],
    ['42G450000', 'セキュリティコード'],
    ['42G540000', '同じカード'],
    ['42G550000', '利用限度額を超える'],
    ['42G560000', '有効期限またはカード番号'],
  ])('words the card company decline %s for the member, not retryable', (info, words) => {
    const error = new CardProviderError('ExecTran', ['42G'], [info]);
    expect(error).toMatchObject({ retryable: false, declined: true });
    expect(error.message).toContain(words);
    expect(error.message).toBe(DECLINE_MESSAGES[info]);
  });

  it('answers the general decline for a 42G code it does not list', () => {
    expect(memberMessageFor('42G990000')).toBe(DECLINED_GENERIC);
  });

  it('puts the decline first when codes are mixed, and is then not retryable', () => {
    const error = new CardProviderError('ExecTran', ['E92', '42G'], ['E92000001', '42G020000']);
    expect(error).toMatchObject({ declined: true, retryable: false, message: DECLINE_MESSAGES['42G020000'] });
  });

  it('asks for the card again when the token was used or expired', () => {
    expect(new CardProviderError('SaveCard', ['E61'], ['E61010002']).message).toBe(PaymentMessages.tokenExpired);
    // A card number sent where only tokens are allowed is our fault, not the member's token.
    expect(new CardProviderError('ExecTran', ['E61'], ['E61040001']).message).toBe(PaymentMessages.paymentFailed);
  });

  it('keeps the member message free of codes and card data', () => {
    const error = new CardProviderError('ExecTran', ['E01'], ['E01170001']);
    expect(error.message).not.toMatch(/E01|\d{6}/);
  });

  it('marks an unreachable provider retryable, and a lost change as outcome unknown', () => {
    const lost = new CardProviderUnavailable('ExecTran', true, 'timeout');
    expect(lost).toMatchObject({ retryable: true, outcomeUnknown: true, message: PROVIDER_UNAVAILABLE_MESSAGE });
    expect(lost.describe()).toBe('ExecTran unavailable (timeout); outcome unknown');
    expect(new CardProviderUnavailable('SearchTrade', false, 'HTTP 503').describe()).toBe('SearchTrade unavailable (HTTP 503)');
  });

  it('given a refusal that reaches HTTP, answers BILLING.CARD_REFUSED: 422 with the member message on the token', () => {
    const refusal = new CardProviderError('ExecTran', ['42G'], ['42G440000']);
    expect(refusal.code).toBe('BILLING.CARD_REFUSED');
    expect(answerFor(refusal)).toEqual({ status: 422, body: { message: refusal.message, errors: { token: [refusal.message] } } });
  });

  it('given an outage that reaches HTTP, answers BILLING.PROVIDER_UNAVAILABLE: 503 with its message', () => {
    const outage = new CardProviderUnavailable('SearchCard', false, 'timeout');
    expect(outage.code).toBe('BILLING.PROVIDER_UNAVAILABLE');
    expect(answerFor(outage)).toEqual({ status: 503, body: { message: PROVIDER_UNAVAILABLE_MESSAGE } });
  });
});
