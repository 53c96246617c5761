import { PAYMENT_POLL_TIMEOUT_MS, PaymentMessages, type PaymentSummary } from '@coaching/contracts';
import { failureMessage, hasTimedOut, parsePaymentEvent, paymentOutcome } from './payment-outcome';

const summary = (over: Partial<PaymentSummary> = {}): PaymentSummary => ({
  id: 'pay-1',
  status: 'pending',
  status_ja: '決済処理中',
  paid_at: null,
  amount: 120_000,
  tax: 12_000,
  method: 'bulk',
  game: { name: 'VALORANT' },
  plan: { name: 'Standard' },
  item: null,
  quantity: null,
  period: 3,
  ...over,
});

describe('paymentOutcome', () => {
  it.each([
    ['authorised', 'settled'],
    ['captured', 'settled'],
    ['failed', 'failed'],
    ['void', 'failed'],
    ['awaiting_transfer', 'transfer'],
    ['pending', 'waiting'],
    ['refunded', 'closed'],
    ['in_arrears', 'closed'],
  ] as const)('%s reads as %s', (status, outcome) => {
    expect(paymentOutcome(status)).toBe(outcome);
  });
});

describe('hasTimedOut', () => {
  it('gives up after 60 s of waiting or of no answer at all', () => {
    expect(hasTimedOut('waiting', 0, PAYMENT_POLL_TIMEOUT_MS - 1)).toBe(false);
    expect(hasTimedOut('waiting', 0, PAYMENT_POLL_TIMEOUT_MS)).toBe(true);
    expect(hasTimedOut(null, 1_000, 1_000 + PAYMENT_POLL_TIMEOUT_MS)).toBe(true);
  });

  it('never gives up on a payment that has an outcome', () => {
    expect(hasTimedOut('settled', 0, 10 * PAYMENT_POLL_TIMEOUT_MS)).toBe(false);
    expect(hasTimedOut('failed', 0, 10 * PAYMENT_POLL_TIMEOUT_MS)).toBe(false);
    expect(hasTimedOut('transfer', 0, 10 * PAYMENT_POLL_TIMEOUT_MS)).toBe(false);
  });
});

describe('failureMessage', () => {
  it("shows the server's reason when the summary has one", () => {
    expect(failureMessage({ ...summary({ status: 'failed' }), failure_message: 'カード会社によりお取引が承認されませんでした。' } as PaymentSummary)).toBe(
      'カード会社によりお取引が承認されませんでした。',
    );
  });

  it('falls back to the spec message', () => {
    expect(failureMessage(summary({ status: 'failed' }))).toBe(PaymentMessages.paymentFailed);
    expect(failureMessage({ ...summary(), failure_message: '  ' } as PaymentSummary)).toBe(PaymentMessages.paymentFailed);
  });
});

describe('the toast for a refused payment (one clear message)', () => {
  it("is the card company's reason alone, without spec §8's 'please contact us' beside it", () => {
    const summary = { status: 'failed', failure_message: PaymentMessages.cardDeclined } as unknown as PaymentSummary;
    expect(failureMessage(summary)).toBe(PaymentMessages.cardDeclined);
    expect(failureMessage(summary)).not.toContain(PaymentMessages.paymentFailed);
  });

  it("is the spec's message alone when there is no reason", () => {
    expect(failureMessage({ status: 'failed', failure_message: null } as unknown as PaymentSummary)).toBe(PaymentMessages.paymentFailed);
  });
});

describe('parsePaymentEvent', () => {
  it('reads a summary, bare or in a data envelope', () => {
    expect(parsePaymentEvent(JSON.stringify(summary({ status: 'captured' })), 'pay-1')?.status).toBe('captured');
    expect(parsePaymentEvent(JSON.stringify({ data: summary({ status: 'failed' }) }), 'pay-1')?.status).toBe('failed');
  });

  it('ignores another payment, malformed JSON and non-objects', () => {
    expect(parsePaymentEvent(JSON.stringify(summary()), 'pay-2')).toBeNull();
    expect(parsePaymentEvent('{', 'pay-1')).toBeNull();
    expect(parsePaymentEvent('"captured"', 'pay-1')).toBeNull();
    expect(parsePaymentEvent('null', 'pay-1')).toBeNull();
  });
});
