import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommandBus } from '@nestjs/cqrs';
import { ReleaseCouponUseCommand } from '@coaching/server-catalogue/commands';
import type { EventStore, Reactor, StoredEvent } from '@coaching/server-core';
import { endsOrderUnpaid, orderDecider, type OrderEvent } from '../domain/order.decider';
import { ChargeFailed, OrderCancelled } from '../events';

/**
 * Async: an order with a coupon ends unpaid (its first charge failed, or the member called off the bank transfer) →
 * the coupon's use it claimed when it was placed is given back to the catalogue (`ReleaseCouponUseCommand`, on this
 * reaction's transaction), so the coupon's limit counts only orders that went through. A refunded order keeps its use:
 * it was paid with the discount.
 */
export class ReleaseCouponUseWhenOrderFellThroughReactor implements Reactor {
  readonly name = 'release-coupon-use-when-order-fell-through';
  readonly eventTypes = [ChargeFailed, OrderCancelled];

  constructor(
    private readonly store: EventStore,
    private readonly commands: CommandBus,
  ) {}

  /** A later instalment's failure (the order was paid and runs on in arrears) queues nothing. */
  reactsTo(event: Pick<StoredEvent, 'type' | 'data'>): boolean {
    return endsOrderUnpaid(event as Pick<OrderEvent, 'type' | 'data'>);
  }

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const { state } = await this.store.aggregate(tx, event.streamId, orderDecider);
    if (!state.requested?.couponCode) return;
    await this.commands.execute(new ReleaseCouponUseCommand(state.requested.paymentId, tx));
  }
}
