import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RefundCardChargeCommand } from '@coaching/server-billing/commands';
import { domainError, EventStore, runDecider } from '@coaching/server-core';
import { campApplicationDecider, campApplicationStream } from '../domain/camp-application.decider';
import { CampErrors } from '../domain/camp-errors';
import { RecordCampRefundCommand } from './record-camp-refund.command';

/**
 * Settles the refund of a cancelled application, once: a transfer's refund is recorded as sent by the school's
 * own bank transfer; a card's is asked of the provider again (billing's refund reads the trade first, so a
 * refund already made is not made twice) — the way to finish a cancellation whose provider call failed.
 */
@CommandHandler(RecordCampRefundCommand)
export class RecordCampRefundHandler implements ICommandHandler<RecordCampRefundCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ applicationId, operatorId }: RecordCampRefundCommand): Promise<void> {
    const stream = campApplicationStream(applicationId);
    const { state } = await this.store.aggregate(this.em.fork(), stream.id, campApplicationDecider);
    if (!state.applied) throw domainError(CampErrors.APPLICATION_NOT_FOUND);
    if (state.status === 'refunded') return;
    if (state.status !== 'cancelled' || !state.cancellation || !state.payment) throw domainError(CampErrors.NOT_PAID);
    const providerOrderId = state.paid?.via === 'card' ? state.paid.providerOrderId : null;
    if (providerOrderId && state.cancellation.refund > 0) await this.commands.execute(new RefundCardChargeCommand(providerOrderId, state.payment.total, state.cancellation.refund));
    await runDecider(this.em, this.store, stream, campApplicationDecider, { type: 'RecordRefund', data: { providerOrderId, now: new Date().toISOString() } }, { actor: { type: 'operator', id: operatorId } });
  }
}
