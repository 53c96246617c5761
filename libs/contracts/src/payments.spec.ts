import {
  PAYMENT_STATUSES,
  PaymentMessages,
  cardSeqSchema,
  isPaymentFailed,
  isPaymentSettled,
  itemCalcQuerySchema,
  itemPurchaseSchema,
  paymentMethodSchema,
  operatorPaymentStatusLabel,
  paymentStatusLabel,
  planCalcQuerySchema,
  planPurchaseSchema,
  saveCardSchema,
} from './payments';
import { toFieldErrors } from './validation';

const m = PaymentMessages;
const key = '3b241101-e2bb-4255-8caf-4136c566a962';
const errorsOf = (schema: { safeParse(input: unknown): { success: true } | { success: false; error: Parameters<typeof toFieldErrors>[0] } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('paymentMethodSchema', () => {
  it('knows bulk, split and bank only', () => {
    expect(paymentMethodSchema.options).toEqual(['bulk', 'split', 'bank']);
    expect(paymentMethodSchema.safeParse('card').success).toBe(false);
  });
});

describe('planCalcQuerySchema', () => {
  it('defaults to bulk for one month without a coupon, also for blank values', () => {
    expect(planCalcQuerySchema.parse({})).toEqual({ method: 'bulk', period: 1 });
    expect(planCalcQuerySchema.parse({ method: '', period: '', coupon_code: ' ' })).toEqual({ method: 'bulk', period: 1 });
  });

  it('reads the query string', () => {
    expect(planCalcQuerySchema.parse({ method: 'split', period: '3', coupon_code: ' WELCOME ' })).toEqual({ method: 'split', period: 3, coupon_code: 'WELCOME' });
  });

  it.each([['0'], ['7'], ['1.5'], ['abc']])('refuses the period %p', (period) => {
    expect(errorsOf(planCalcQuerySchema, { period })).toEqual({ period: ['期間は1〜6か月から選択してください。'] });
  });

  it('refuses an unknown method and an over-long coupon code', () => {
    expect(errorsOf(planCalcQuerySchema, { method: 'cash', coupon_code: 'X'.repeat(51) })).toEqual({ method: [m.methodRequired], coupon_code: [m.couponCodeTooLong] });
  });
});

describe('itemCalcQuerySchema', () => {
  it('defaults to one item by card', () => expect(itemCalcQuerySchema.parse({})).toEqual({ method: 'bulk', quantity: 1 }));

  it('refuses split and quantities outside 1..6', () => {
    expect(errorsOf(itemCalcQuerySchema, { method: 'split', quantity: '7' })).toEqual({ method: [m.itemMethodNotAllowed], quantity: ['数量は1〜6の範囲で選択してください。'] });
    expect(itemCalcQuerySchema.parse({ method: 'bank', quantity: '6' })).toEqual({ method: 'bank', quantity: 6 });
  });
});

describe('planPurchaseSchema', () => {
  const card = { method: 'bulk', period: 3, token: 'tok_abc', idempotency_key: key };

  it('accepts a card purchase with a fresh token or the default card', () => {
    expect(planPurchaseSchema.parse(card)).toEqual({ ...card, defaultCard: false });
    expect(planPurchaseSchema.parse({ method: 'split', period: '2', defaultCard: true, idempotency_key: key, coupon_code: 'A' })).toEqual({
      method: 'split',
      period: 2,
      defaultCard: true,
      idempotency_key: key,
      coupon_code: 'A',
    });
  });

  it('needs a card for bulk and split, and exactly one', () => {
    expect(errorsOf(planPurchaseSchema, { ...card, token: undefined })).toEqual({ token: [m.cardRequired] });
    expect(errorsOf(planPurchaseSchema, { ...card, method: 'split', token: '' })).toEqual({ token: [m.cardTokenRequired] });
    expect(errorsOf(planPurchaseSchema, { ...card, defaultCard: true })).toEqual({ token: [m.cardChoiceAmbiguous] });
  });

  it('needs no card for a bank transfer, and drops one that was sent', () => {
    const parsed = planPurchaseSchema.parse({ ...card, method: 'bank', defaultCard: '1' });
    expect(parsed.token).toBeUndefined();
    expect(parsed.defaultCard).toBe(false);
    expect(planPurchaseSchema.safeParse({ method: 'bank', period: 1, idempotency_key: key }).success).toBe(true);
  });

  it('offers split only for a period over one month', () => {
    expect(errorsOf(planPurchaseSchema, { ...card, method: 'split', period: 1 })).toEqual({ method: [m.splitNeedsPeriod] });
  });

  it('needs an idempotency key, a method and a period', () => {
    expect(errorsOf(planPurchaseSchema, { token: 'x' })).toEqual({ method: [m.methodRequired], period: [m.invalidPeriod], idempotency_key: [m.requestInvalid] });
    expect(errorsOf(planPurchaseSchema, { ...card, idempotency_key: 'not-a-uuid' })).toEqual({ idempotency_key: [m.requestInvalid] });
  });
});

describe('itemPurchaseSchema', () => {
  it('takes bulk or bank, quantity 1..6, and a card for bulk', () => {
    expect(itemPurchaseSchema.parse({ method: 'bulk', quantity: 2, token: 't', idempotency_key: key })).toEqual({ method: 'bulk', quantity: 2, token: 't', defaultCard: false, idempotency_key: key });
    expect(errorsOf(itemPurchaseSchema, { method: 'bulk', quantity: 2, idempotency_key: key })).toEqual({ token: [m.cardRequired] });
    expect(errorsOf(itemPurchaseSchema, { method: 'split', quantity: 0, token: 't', idempotency_key: key })).toEqual({ method: [m.itemMethodNotAllowed], quantity: [m.invalidQuantity] });
    expect(itemPurchaseSchema.safeParse({ method: 'bank', quantity: 6, idempotency_key: key }).success).toBe(true);
  });
});

describe('card requests', () => {
  it('needs a token to save a card', () => {
    expect(saveCardSchema.parse({ token: ' t1 ' })).toEqual({ token: 't1' });
    expect(errorsOf(saveCardSchema, {})).toEqual({ token: [m.cardTokenRequired] });
  });

  it('reads a card sequence number as digits', () => {
    expect(cardSeqSchema.parse({ card_seq: 0 })).toEqual({ card_seq: '0' });
    expect(cardSeqSchema.parse({ card_seq: '12' })).toEqual({ card_seq: '12' });
    for (const card_seq of [undefined, '', 'a1', -1, '1.5']) expect(errorsOf(cardSeqSchema, { card_seq })).toEqual({ card_seq: [m.cardSeqInvalid] });
  });
});

describe('payment status', () => {
  it('labels a card charge as the provider names it (spec §4)', () => {
    expect(paymentStatusLabel('authorised', 'AUTH')).toBe('仮売上');
    expect(paymentStatusLabel('captured', 'SALES')).toBe('実売上');
    expect(paymentStatusLabel('captured', 'CAPTURE')).toBe('即時売上');
    expect(paymentStatusLabel('captured')).toBe('入金済み');
    expect(paymentStatusLabel('awaiting_transfer')).toBe('お振込待ち');
  });

  it('given a captured card payment, when the back office shows it, then it reads in an operator’s words, not the gateway’s (issue 32)', () => {
    expect(operatorPaymentStatusLabel('captured', 'CAPTURE')).toBe('カード決済済み');
    expect(operatorPaymentStatusLabel('captured', 'SALES')).toBe('カード決済済み');
    expect(operatorPaymentStatusLabel('captured')).toBe('入金済み');
    expect(operatorPaymentStatusLabel('awaiting_transfer')).toBe('お振込待ち');
    for (const status of PAYMENT_STATUSES) expect(operatorPaymentStatusLabel(status, 'CAPTURE')).not.toMatch(/即時売上|CAPTURE/);
  });

  it('has a Japanese label for every status', () => {
    for (const status of PAYMENT_STATUSES) expect(paymentStatusLabel(status, 'AUTH')).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it('settles on a provisional, actual or immediate sale; fails on failure or void', () => {
    expect(PAYMENT_STATUSES.filter(isPaymentSettled)).toEqual(['authorised', 'captured']);
    expect(PAYMENT_STATUSES.filter(isPaymentFailed)).toEqual(['failed', 'void']);
  });
});

describe('PaymentMessages', () => {
  it('words the spec messages as given', () => {
    expect(m.planAlreadyPurchased).toBe('このプランはすでに購入済みです。');
    expect(m.paymentFailed).toBe('決済に失敗しました。お問い合わせください。');
    expect(m.invalidQuantity).toBe('数量は1〜6の範囲で選択してください。');
    expect(m.noPaymentHistory).toBe('決済履歴はありません。');
  });
});
