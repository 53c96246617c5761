import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore } from '@coaching/server-core';
import { BillingErrors } from '../domain/billing-errors';
import { OrderRuleError } from '../domain/order.decider';
import { foldOrder, runOrderCommand } from './order-stream';
import { CancelOrderCommand } from './cancel-order.command';

@CommandHandler(CancelOrderCommand)
export class CancelOrderHandler implements ICommandHandler<CancelOrderCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ memberId, paymentId }: CancelOrderCommand) {
    // Scoped to the member: someone else's order is answered as not found, before anything is decided.
    const folded = await foldOrder(this.em.fork(), this.store, paymentId);
    if (folded.state.requested?.memberId !== memberId) throw domainError(BillingErrors.PAYMENT_NOT_FOUND);
    try {
      const cancel = { type: 'CancelOrder' as const, data: { by: 'member' as const, cancelledAt: new Date().toISOString() } };
      // Decided on the stream as read for the check above: it is folded once.
      const appended = await runOrderCommand(this.em, this.store, paymentId, cancel, { actor: { type: 'member', id: memberId } }, undefined, folded);
      return { changed: appended.length > 0 };
    } catch (error) {
      if (error instanceof OrderRuleError && error.code === 'not-bank') throw domainError(BillingErrors.CARD_ORDER_NOT_CANCELLABLE);
      if (error instanceof OrderRuleError && error.code === 'already-paid') throw domainError(BillingErrors.PAID_ORDER_NOT_CANCELLABLE);
      throw error;
    }
  }
}
