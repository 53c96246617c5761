import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventStore, Reactor, StoredEvent } from '@coaching/server-core';
import type { OrderRefundedData } from '../domain/order-refund';
import { decideOnSubscriptionOf } from './order-facts';
import { OrderRefunded } from '../events';

/**
 * Async: a plan order cancelled with a refund (解約) ends the member's subscription then (`SubscriptionCancelled`),
 * which the lessons context hears to cancel the lessons still ahead. A second delivery ends nothing twice.
 */
export class EndSubscriptionWhenOrderRefundedReactor implements Reactor {
  readonly name = 'end-subscription-when-order-refunded';
  readonly eventTypes = [OrderRefunded];

  constructor(private readonly store: EventStore) {}

  react(tx: EntityManager, event: StoredEvent): Promise<void> {
    return decideOnSubscriptionOf(tx, this.store, event, (order) => ({
      type: 'CancelSubscription',
      data: { paymentId: order.paymentId, cancelledAt: (event.data as OrderRefundedData).refundedAt },
    }));
  }
}
