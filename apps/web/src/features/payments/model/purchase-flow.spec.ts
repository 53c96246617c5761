import { PaymentMessages, type PaymentMethod } from '@coaching/contracts';
import { ApiError } from '../../../lib/http';
import { describePurchaseFailure, type PurchaseFailure } from './purchase-failure';
import { canPay, failureStep, memberPurchaseDestination, paymentFields, type CardChoice } from './purchase-flow';

const key = '0b6f5a56-3c1e-4a8e-9d67-0c1f2e3d4a5b';
const paymentId = '7d3c9a1e-2b4f-4c6d-8e9f-0a1b2c3d4e5f';

describe('paymentFields', () => {
  // given the card the member chose (none for a bank transfer), when the purchase is sent, then it carries this.
  const given = (card: CardChoice | null) => ({ then: (expected: object) => expect(paymentFields(card, key)).toEqual(expected) });

  it('carries a new card as its single-use token, the saved card as defaultCard, a transfer as no card; always the key', () => {
    given({ token: 'tok_123' }).then({ token: 'tok_123', idempotency_key: key });
    given({ defaultCard: true }).then({ defaultCard: true, idempotency_key: key });
    given(null).then({ idempotency_key: key });
  });

  it('keeps the request as the pages sent it: the order fields, then the card, then the key', () => {
    const body = { method: 'bulk', period: 3, coupon_code: undefined, ...paymentFields({ token: 't' }, key) };
    expect(JSON.stringify(body)).toBe(`{"method":"bulk","period":3,"token":"t","idempotency_key":"${key}"}`);
  });
});

describe('canPay', () => {
  // given what has loaded, when the page draws the pay buttons, then they are usable or not.
  const given = (targetLoaded: boolean, quote: { data?: object; isValidating: boolean }) => ({ then: (expected: boolean) => expect(canPay(targetLoaded, quote)).toBe(expected) });

  it('waits for the target and its price', () => {
    given(false, { data: undefined, isValidating: true }).then(false);
    given(true, { data: undefined, isValidating: true }).then(false);
    given(false, { data: { total: 19_800 }, isValidating: false }).then(false);
    given(true, { data: { total: 19_800 }, isValidating: false }).then(true);
  });

  it('waits while a new price loads behind the last one (a coupon applied)', () => {
    given(true, { data: { total: 152_790 }, isValidating: true }).then(false);
  });
});

describe('failureStep', () => {
  const toMypageOnAddPlan = (failure: PurchaseFailure) => (failure.kind === 'add-plan' ? '/mypage' : null);
  // given a failed purchase call (told as the purchase messages tell it), when the page decides what to do,
  // then the member stays (or leaves) with this message.
  const given = (error: unknown, method: PaymentMethod = 'bulk') => ({
    when: (leaveOnFailure?: (failure: PurchaseFailure) => string | null) => ({
      then: (expected: { message: string; leaveTo: string | null }) => expect(failureStep(describePurchaseFailure(error, method), leaveOnFailure)).toEqual(expected),
    }),
  });

  it('keeps the member on the page with the reason of a refusal', () => {
    given(new ApiError(422, PaymentMessages.tokenExpired)).when(toMypageOnAddPlan).then({ message: PaymentMessages.tokenExpired, leaveTo: null });
    given(new ApiError(409, undefined)).when().then({ message: PaymentMessages.duplicateRequest, leaveTo: null });
  });

  it("falls back on the method's message for a network or server failure", () => {
    given(new TypeError('Failed to fetch'), 'bank').when().then({ message: PaymentMessages.transferMailFailed, leaveTo: null });
    given(new ApiError(500, 'Internal Server Error'), 'split').when().then({ message: PaymentMessages.paymentFailed, leaveTo: null });
  });

  it('leaves only where the page says so: the plan page on the add-plan rule, not a page that names no such failure', () => {
    const addPlan = new ApiError(422, PaymentMessages.planAlreadyPurchased);
    given(addPlan).when(toMypageOnAddPlan).then({ message: PaymentMessages.planAlreadyPurchased, leaveTo: '/mypage' });
    given(addPlan).when().then({ message: PaymentMessages.planAlreadyPurchased, leaveTo: null });
  });

  it("keeps a flow's own message (a booking, a camp) as it is", () => {
    expect(failureStep({ kind: 'retry', message: '申し込みに失敗しました。' })).toEqual({ message: '申し込みに失敗しました。', leaveTo: null });
  });
});

describe('memberPurchaseDestination', () => {
  const here = '/payments/create?plan_id=3&method=bulk&period=3';

  it('given a bank transfer, when the call is accepted, then /mypage with the transfer-mail toast', () => {
    expect(memberPurchaseDestination('bank', paymentId, here)).toEqual({ kind: 'transfer-mail-sent', to: '/mypage' });
  });

  it.each<PaymentMethod>(['bulk', 'split'])('given a card (%s), when the call is accepted, then the result page watches it, with the way back here', (method) => {
    expect(memberPurchaseDestination(method, paymentId, here)).toEqual({ kind: 'watch-payment', to: `/payments/${paymentId}`, state: { retryHref: here } });
  });
});
