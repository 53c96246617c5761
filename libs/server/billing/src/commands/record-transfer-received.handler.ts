import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore, mailMessage } from '@coaching/server-core';
import { BillingErrors } from '../domain/billing-errors';
import { OrderRuleError } from '../domain/order.decider';
import { orderMailContext } from './order-mails';
import { runOrderCommand } from './order-stream';
import { RecordTransferReceivedCommand } from './record-transfer-received.command';

/** Records the receipt once (a second click changes nothing) and mails the member that they can start. */
@CommandHandler(RecordTransferReceivedCommand)
export class RecordTransferReceivedHandler implements ICommandHandler<RecordTransferReceivedCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ paymentId, operator }: RecordTransferReceivedCommand) {
    const receivedAt = new Date().toISOString();
    try {
      const appended = await runOrderCommand(
        this.em,
        this.store,
        paymentId,
        { type: 'RecordTransferReceived', data: { operatorId: operator.id, operatorName: operator.name, receivedAt } },
        { actor: { type: 'operator', id: operator.id } },
        async ({ state }, tx) => {
          const mail = await orderMailContext(tx, paymentId);
          const total = state.requested!.charges.reduce((sum, c) => sum + c.amount + c.tax, 0);
          return [mailMessage({ template: 'payment-completed', toMember: mail.memberId, locals: { ...mail, amount: total, paidAt: receivedAt, nextNote: '' }, correlationId: paymentId })];
        },
      );
      return { changed: appended.length > 0 };
    } catch (error) {
      if (error instanceof OrderRuleError && error.code === 'not-requested') throw domainError(BillingErrors.PAYMENT_NOT_FOUND);
      if (error instanceof OrderRuleError && error.code === 'cancelled') throw domainError(BillingErrors.ORDER_CANCELLED);
      if (error instanceof OrderRuleError) throw domainError(BillingErrors.NOT_A_BANK_TRANSFER);
      throw error;
    }
  }
}
