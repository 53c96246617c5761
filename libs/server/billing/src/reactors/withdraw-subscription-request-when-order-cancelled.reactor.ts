import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventStore, Reactor, StoredEvent } from '@coaching/server-core';
import type { OrderCancelledData } from '../domain/order.decider';
import { decideOnSubscriptionOf } from './order-facts';
import { OrderCancelled } from '../events';

/** Async: the member called off an unpaid bank order → its pending subscription is withdrawn. */
export class WithdrawSubscriptionRequestWhenOrderCancelledReactor implements Reactor {
  readonly name = 'withdraw-subscription-request-when-order-cancelled';
  readonly eventTypes = [OrderCancelled];

  constructor(private readonly store: EventStore) {}

  react(tx: EntityManager, event: StoredEvent): Promise<void> {
    return decideOnSubscriptionOf(tx, this.store, event, (order) => ({
      type: 'WithdrawSubscriptionRequest',
      data: { paymentId: order.paymentId, withdrawnAt: (event.data as OrderCancelledData).cancelledAt },
    }));
  }
}
