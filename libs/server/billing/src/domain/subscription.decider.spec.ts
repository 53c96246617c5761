import { deciderSpec } from '@coaching/server-core/testing';
import { periodEndAfterPayment, subscriptionDecider, subscriptionId, subscriptionStatus, type SubscriptionEvent, type SubscriptionPlan } from './subscription.decider';

const plan: SubscriptionPlan = { subscriptionId: subscriptionId('member-1', 3), memberId: 'member-1', planId: 3, gameId: 2, lessonsPerMonth: 4 };
const spec = deciderSpec(subscriptionDecider);
const fold = (events: SubscriptionEvent[]) => events.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());

const requested = (paymentId: string): SubscriptionEvent => ({
  type: 'SubscriptionRequested',
  data: { ...plan, paymentId, months: 1, amount: 36_300, dueAt: '2026-12-01T00:00:00.000Z', requestedAt: '2026-11-24T00:00:00.000Z' },
});
const started = (paymentId: string, startsAt: string, endsAt: string, months = 1): SubscriptionEvent => ({ type: 'SubscriptionStarted', data: { ...plan, paymentId, months, startsAt, endsAt } });
const pay = (paymentId: string, paidAt: string, months = 1) => ({ type: 'PaySubscription' as const, data: { ...plan, paymentId, months, paidAt } });

describe('subscription decider', () => {
  it('gives one stream per member and plan, whatever the order', () => {
    expect(subscriptionId('member-1', 3)).toBe(plan.subscriptionId);
    expect(subscriptionId('member-1', 4)).not.toBe(plan.subscriptionId);
    expect(subscriptionId('member-2', 3)).not.toBe(plan.subscriptionId);
    expect(plan.subscriptionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  describe('given nothing yet', () => {
    it('when paid, starts the plan for its months from the payment, on Tokyo calendar', () => {
      // 2027-01-31 10:00 in Tokyo + 1 month = 2027-02-28 10:00 in Tokyo.
      spec.given([]).when(pay('p1', '2027-01-31T01:00:00.000Z')).then([started('p1', '2027-01-31T01:00:00.000Z', '2027-02-28T01:00:00.000Z')]);
    });

    it('when a bank order is placed, opens it as pending', () => {
      spec.given([]).when({ type: 'RequestSubscription', data: requested('p1').data as never }).then([requested('p1')]);
      expect(subscriptionStatus(fold([requested('p1')]), new Date('2026-11-25T00:00:00Z'))).toBe('pending');
    });
  });

  describe('given a running plan', () => {
    const running = [started('p1', '2026-11-24T00:00:00.000Z', '2026-12-24T00:00:00.000Z')];

    it('when its order is cancelled with a refund, ends it then, once; an order that did not pay for it ends nothing', () => {
      const cancelled: SubscriptionEvent = {
        type: 'SubscriptionCancelled',
        data: { paymentId: 'p1', memberId: 'member-1', previousEndsAt: '2026-12-24T00:00:00.000Z', cancelledAt: '2026-11-30T00:00:00.000Z' },
      };
      spec.given(running).when({ type: 'CancelSubscription', data: { paymentId: 'p1', cancelledAt: '2026-11-30T00:00:00.000Z' } }).then([cancelled]);
      spec.given([...running, cancelled]).when({ type: 'CancelSubscription', data: { paymentId: 'p1', cancelledAt: '2026-12-01T00:00:00.000Z' } }).then([]);
      spec.given(running).when({ type: 'CancelSubscription', data: { paymentId: 'p9', cancelledAt: '2026-11-30T00:00:00.000Z' } }).then([]);
      expect(subscriptionStatus(fold([...running, cancelled]), new Date('2026-12-01T00:00:00Z'))).toBe('ended');
    });

    it('when the same plan is paid again before it ends, extends it from its end by the bought months', () => {
      spec
        .given(running)
        .when(pay('p2', '2026-12-01T00:00:00.000Z', 3))
        .then([{ type: 'SubscriptionExtended', data: { paymentId: 'p2', months: 3, previousEndsAt: '2026-12-24T00:00:00.000Z', endsAt: '2027-03-24T00:00:00.000Z' } }]);
    });

    it('when the same payment is applied twice, changes nothing the second time', () => {
      spec.given(running).when(pay('p1', '2026-11-24T00:00:00.000Z')).then([]);
    });

    it('is active until its end, then ended', () => {
      expect(subscriptionStatus(fold(running), new Date('2026-12-23T23:59:59Z'))).toBe('active');
      expect(subscriptionStatus(fold(running), new Date('2026-12-24T00:00:00Z'))).toBe('ended');
    });
  });

  describe('given an ended plan', () => {
    it('when paid again, starts a new period from the payment, not from the old end', () => {
      spec
        .given([started('p1', '2026-01-10T00:00:00.000Z', '2026-02-10T00:00:00.000Z')])
        .when(pay('p2', '2026-11-24T00:00:00.000Z'))
        .then([started('p2', '2026-11-24T00:00:00.000Z', '2026-12-24T00:00:00.000Z')]);
    });
  });

  describe('given a pending bank order', () => {
    it('when withdrawn by the member, is cancelled; a second withdrawal changes nothing', () => {
      const withdrawn: SubscriptionEvent = { type: 'SubscriptionRequestWithdrawn', data: { paymentId: 'p1', withdrawnAt: '2026-11-25T00:00:00.000Z' } };
      spec.given([requested('p1')]).when({ type: 'WithdrawSubscriptionRequest', data: withdrawn.data as never }).then([withdrawn]);
      spec.given([requested('p1'), withdrawn]).when({ type: 'WithdrawSubscriptionRequest', data: withdrawn.data as never }).then([]);
      expect(subscriptionStatus(fold([requested('p1'), withdrawn]), new Date())).toBe('cancelled');
    });

    it('when the transfer arrives, starts and is no longer pending', () => {
      const state = fold([requested('p1'), started('p1', '2026-11-26T00:00:00.000Z', '2026-12-26T00:00:00.000Z')]);
      expect(state.pending).toEqual([]);
      expect(subscriptionStatus(state, new Date('2026-11-27T00:00:00Z'))).toBe('active');
    });

    it('when the same order is requested twice, opens it once', () => {
      spec.given([requested('p1')]).when({ type: 'RequestSubscription', data: requested('p1').data as never }).then([]);
    });
  });

  it('tells the member before paying where the period will end', () => {
    expect(periodEndAfterPayment('2026-12-24T00:00:00.000Z', new Date('2026-12-01T00:00:00Z'), 2)).toEqual({
      extends: true,
      from: new Date('2026-12-24T00:00:00.000Z'),
      endsAt: new Date('2027-02-24T00:00:00.000Z'),
    });
    expect(periodEndAfterPayment(null, new Date('2026-12-01T00:00:00Z'), 1).extends).toBe(false);
  });
});
