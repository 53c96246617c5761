import type { EntityManager } from '@mikro-orm/postgresql';
import { decideInTransaction, type EventStore, type Reactor, type StoredEvent } from '@coaching/server-core';
import { subscriptionDecider, subscriptionStream } from '../domain/subscription.decider';
import type { PaymentRequestedData } from '../domain/order.decider';
import { causedBy, subscriptionPlanOf } from './order-facts';
import { PaymentRequested } from '../events';

/**
 * Async: a plan is ordered by bank transfer → the subscription waits for the transfer as pending, so
 * `/mypage` shows what is owed and by when (and the member can call it off) instead of "no plan yet".
 */
export class RequestSubscriptionWhenBankPlanOrderedReactor implements Reactor {
  readonly name = 'request-subscription-when-bank-plan-ordered';
  readonly eventTypes = [PaymentRequested];

  constructor(private readonly store: EventStore) {}

  /** Only a plan paid by bank transfer: a card order, or an item, queues nothing. */
  reactsTo(event: Pick<StoredEvent, 'data'>): boolean {
    const order = event.data as PaymentRequestedData;
    return order.kind === 'plan' && order.method === 'bank' && order.planId !== null;
  }

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const order = event.data as PaymentRequestedData;
    if (order.planId === null) return;
    const plan = subscriptionPlanOf({ ...order, planId: order.planId });
    const amount = order.charges.reduce((sum, c) => sum + c.amount + c.tax, 0);
    await decideInTransaction(
      tx,
      this.store,
      subscriptionStream(plan.subscriptionId),
      subscriptionDecider,
      { type: 'RequestSubscription', data: { ...plan, paymentId: order.paymentId, months: order.period, amount, dueAt: order.charges[0].dueAt, requestedAt: order.requestedAt } },
      causedBy(event),
    );
  }
}
