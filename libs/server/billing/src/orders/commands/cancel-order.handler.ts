import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@coaching/server-core';
import { orderDecider, OrderRuleError } from '../domain/order';
import { paymentStream, runOrderCommand } from '../order-stream';
import { CancelOrderCommand } from './cancel-order.command';

@CommandHandler(CancelOrderCommand)
export class CancelOrderHandler implements ICommandHandler<CancelOrderCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ memberId, paymentId }: CancelOrderCommand) {
    // Scoped to the member: someone else's order is answered as not found, before anything is decided.
    const { state } = await this.store.aggregate(this.em.fork(), paymentStream(paymentId).id, orderDecider);
    if (state.requested?.memberId !== memberId) throw new OrderRuleError('not-requested');
    const appended = await runOrderCommand(this.em, this.store, paymentId, { type: 'CancelOrder', data: { by: 'member', cancelledAt: new Date().toISOString() } }, { actor: { type: 'member', id: memberId } });
    return { changed: appended.length > 0 };
  }
}
