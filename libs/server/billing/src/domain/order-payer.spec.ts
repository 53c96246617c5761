import { domainError } from '@coaching/server-core/errors';
import { deciderSpec } from '@coaching/server-core/testing';
import { BillingErrors } from './billing-errors';
import { orderDecider, payerOf, providerOrderId, type OrderCommand, type OrderEvent, type PaymentRequestedData } from './order.decider';

// A guardian pays for a linked child (issue 31, ADR 0038): the order is the child's, the money the payer's.

const paymentId = '5d1c7a10-8e2b-4f36-9a1d-2b7e4c9f0a11';
const order: PaymentRequestedData = {
  paymentId,
  memberId: 'child-1',
  payerId: 'guardian-1',
  kind: 'plan',
  planId: 3,
  itemId: null,
  gameId: 2,
  period: 3,
  quantity: 1,
  method: 'split',
  charges: Array.from({ length: 3 }, (_, i) => ({ amount: 33_000, tax: 3_300, dueAt: `2026-${11 + i}-22T00:00:00.000Z` })),
  admissionFee: 33_000,
  couponCode: null,
  cardSeq: '0',
  requestedAt: '2026-11-22T00:00:00.000Z',
};
const requested: OrderEvent = { type: 'PaymentRequested', data: order };
const captured: OrderEvent = { type: 'ChargeCaptured', data: { n: 0, providerOrderId: providerOrderId(paymentId, 0), jobCode: 'CAPTURE', tranId: 't', approve: 'a', chargedAt: '2026-11-22T00:00:01.000Z' } };
const change = (by: string): OrderCommand => ({ type: 'ChangeOrderCard', data: { fromCardSeq: null, toCardSeq: '2', memberId: by, changedAt: '2026-12-01T00:00:00.000Z' } });
const spec = deciderSpec(orderDecider);

describe('an order with a payer apart from its member (the guardian pays)', () => {
  it('given an order a guardian placed, the payer is the guardian; given one without a payer, the member pays', () => {
    expect(payerOf(order)).toBe('guardian-1');
    const { payerId: _, ...ownOrder } = order;
    expect(payerOf(ownOrder)).toBe('child-1');
  });

  it('given a split order a guardian pays, when the guardian moves its months to another of their cards, then the card changes', () => {
    spec.given([requested, captured]).when(change('guardian-1')).then([{ type: 'OrderCardChanged', data: { fromCardSeq: '0', toCardSeq: '2', memberId: 'guardian-1', changedAt: '2026-12-01T00:00:00.000Z' } }]);
  });

  it('given a split order a guardian pays, when the child (or anyone else) moves its card, then it is refused as not theirs', () => {
    spec.given([requested, captured]).when(change('child-1')).thenThrows(domainError(BillingErrors.PAYMENT_NOT_FOUND));
    spec.given([requested, captured]).when(change('stranger')).thenThrows(domainError(BillingErrors.PAYMENT_NOT_FOUND));
  });
});
