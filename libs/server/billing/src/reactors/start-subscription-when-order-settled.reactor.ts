import type { EntityManager } from '@mikro-orm/postgresql';
import { decideInTransaction, type EventStore, type Reactor, type StoredEvent } from '@coaching/server-core';
import { subscriptionDecider, subscriptionStream } from '../domain/subscription.decider';
import type { ChargeCapturedData, TransferReceivedData } from '../domain/order.decider';
import { causedBy, planOrderOf, subscriptionPlanOf } from './order-facts';
import { ChargeCaptured, TransferReceived } from '../events';

/**
 * Async: a plan order is paid (its first card charge captured, or its transfer received) → the member's
 * subscription to that plan starts, or is extended while it still runs.
 */
export class StartSubscriptionWhenOrderSettledReactor implements Reactor {
  readonly name = 'start-subscription-when-order-settled';
  readonly eventTypes = [ChargeCaptured, TransferReceived];

  constructor(private readonly store: EventStore) {}

  /** A split order's later instalments (n > 0) change nothing: its subscription started with the first. */
  reactsTo(event: Pick<StoredEvent, 'type' | 'data'>): boolean {
    return event.type !== 'ChargeCaptured' || (event.data as ChargeCapturedData).n === 0;
  }

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const order = await planOrderOf(tx, this.store, event);
    if (!order) return;
    const paidAt = event.type === 'ChargeCaptured' ? (event.data as ChargeCapturedData).chargedAt : (event.data as TransferReceivedData).receivedAt;
    const plan = subscriptionPlanOf(order);
    await decideInTransaction(
      tx,
      this.store,
      subscriptionStream(plan.subscriptionId),
      subscriptionDecider,
      { type: 'PaySubscription', data: { ...plan, paymentId: order.paymentId, months: order.period, paidAt } },
      causedBy(event),
    );
  }
}
