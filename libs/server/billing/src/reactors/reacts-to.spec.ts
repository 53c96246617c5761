import type { CommandBus } from '@nestjs/cqrs';
import type { EventStore } from '@coaching/server-core';
import type { PaymentRequestedData } from '../domain/order.decider';
import { ReleaseCouponUseWhenOrderFellThroughReactor } from './release-coupon-use-when-order-fell-through.reactor';
import { RequestSubscriptionWhenBankPlanOrderedReactor } from './request-subscription-when-bank-plan-ordered.reactor';
import { StartSubscriptionWhenOrderSettledReactor } from './start-subscription-when-order-settled.reactor';

// Which events queue work for billing's reactors at all (Reactor.reactsTo): the append writes none for the others.
const store = {} as EventStore;
const order = (fields: Partial<PaymentRequestedData>) => ({ type: 'PaymentRequested', data: { kind: 'plan', method: 'bank', planId: 7, itemId: null, ...fields } });

describe('RequestSubscriptionWhenBankPlanOrderedReactor.reactsTo', () => {
  const reactor = new RequestSubscriptionWhenBankPlanOrderedReactor(store);

  it('given a plan ordered by bank transfer, then it reacts (a pending subscription)', () => {
    expect(reactor.reactsTo(order({}))).toBe(true);
  });

  it.each([
    ['a plan paid by card in one payment', { method: 'bulk' as const }],
    ['a plan paid by card monthly', { method: 'split' as const }],
    ['an item by bank transfer', { kind: 'item' as const, planId: null, itemId: 3 }],
  ])('given %s, then nothing is queued', (_label, fields) => {
    expect(reactor.reactsTo(order(fields))).toBe(false);
  });
});

describe('StartSubscriptionWhenOrderSettledReactor.reactsTo', () => {
  const reactor = new StartSubscriptionWhenOrderSettledReactor(store);

  it('given the first card charge or a transfer, then it reacts', () => {
    expect(reactor.reactsTo({ type: 'ChargeCaptured', data: { n: 0 } })).toBe(true);
    expect(reactor.reactsTo({ type: 'TransferReceived', data: {} })).toBe(true);
  });

  it("given a split order's later instalment, then nothing is queued (its subscription started with the first)", () => {
    expect(reactor.reactsTo({ type: 'ChargeCaptured', data: { n: 2 } })).toBe(false);
  });
});

describe('ReleaseCouponUseWhenOrderFellThroughReactor.reactsTo (the order ends unpaid)', () => {
  const reactor = new ReleaseCouponUseWhenOrderFellThroughReactor(store, {} as CommandBus);

  it('given the first charge failed, then it reacts: the card order is over and its coupon use goes back', () => {
    expect(reactor.reactsTo({ type: 'ChargeFailed', data: { n: 0 } })).toBe(true);
  });

  it('given the member called off a bank transfer before paying, then it reacts', () => {
    expect(reactor.reactsTo({ type: 'OrderCancelled', data: { by: 'member' } })).toBe(true);
  });

  it("given a split order's later instalment failed, then nothing is queued: the order was paid and runs on in arrears, its coupon used", () => {
    expect(reactor.reactsTo({ type: 'ChargeFailed', data: { n: 1 } })).toBe(false);
  });
});
