import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore } from '@coaching/server-core';
import { BillingErrors } from '../domain/billing-errors';
import { orderDecider, OrderRuleError } from '../domain/order.decider';
import { paymentStream, runOrderCommand } from './order-stream';
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
    if (state.requested?.memberId !== memberId) throw domainError(BillingErrors.PAYMENT_NOT_FOUND);
    try {
      const appended = await runOrderCommand(this.em, this.store, paymentId, { type: 'CancelOrder', data: { by: 'member', cancelledAt: new Date().toISOString() } }, { actor: { type: 'member', id: memberId } });
      return { changed: appended.length > 0 };
    } catch (error) {
      if (error instanceof OrderRuleError && error.code === 'not-bank') throw domainError(BillingErrors.CARD_ORDER_NOT_CANCELLABLE);
      if (error instanceof OrderRuleError && error.code === 'already-paid') throw domainError(BillingErrors.PAID_ORDER_NOT_CANCELLABLE);
      throw error;
    }
  }
}
