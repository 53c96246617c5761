import type { EntityManager } from '@mikro-orm/postgresql';
import { decideInTransaction, type EventStore, type Reactor, type StoredEvent } from '@coaching/server-core';
import { subscriptionDecider, subscriptionStream } from '../domain/subscription.decider';
import type { OrderCancelledData } from '../domain/order.decider';
import { causedBy, planOrderOf, subscriptionPlanOf } from './order-facts';

/** Async: the member called off an unpaid bank order → its pending subscription is withdrawn. */
export class WithdrawSubscriptionRequestWhenOrderCancelledReactor implements Reactor {
  readonly name = 'withdraw-subscription-request-when-order-cancelled';
  readonly eventTypes = ['OrderCancelled'];

  constructor(private readonly store: EventStore) {}

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const order = await planOrderOf(tx, this.store, event);
    if (!order) return;
    const plan = subscriptionPlanOf(order);
    await decideInTransaction(
      tx,
      this.store,
      subscriptionStream(plan.subscriptionId),
      subscriptionDecider,
      { type: 'WithdrawSubscriptionRequest', data: { paymentId: order.paymentId, withdrawnAt: (event.data as OrderCancelledData).cancelledAt } },
      causedBy(event),
    );
  }
}
