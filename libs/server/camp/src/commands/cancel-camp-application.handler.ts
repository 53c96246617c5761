import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RefundCardChargeCommand } from '@coaching/server-billing/commands';
import { domainError, EventStore, runDecider, sendMail } from '@coaching/server-core';
import { campApplicationDecider, campApplicationStream, type CampApplicationCancelledData } from '../domain/camp-application.decider';
import { CampErrors } from '../domain/camp-errors';
import { campEventById } from '../queries/camp-events';
import { applicationContact } from './application-stream';
import { CancelCampApplicationCommand } from './cancel-camp-application.command';

/**
 * Calls an application off with the fee the camp terms set (the pure `cancellationFee`), or the school's
 * refund, in one transaction that also gives the seats back and mails the parent. A card payment is then
 * refunded through billing's published command (outside any transaction, ADR 0008) and the refund recorded;
 * a transfer is refunded by the school's own transfer, recorded the same way.
 */
@CommandHandler(CancelCampApplicationCommand)
export class CancelCampApplicationHandler implements ICommandHandler<CancelCampApplicationCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ applicationId, request, operatorId }: CancelCampApplicationCommand): Promise<{ fee: number; refund: number; refunded: boolean }> {
    const contact = await applicationContact(this.em.fork(), applicationId);
    if (!contact) throw domainError(CampErrors.APPLICATION_NOT_FOUND);
    const camp = await campEventById(this.em.fork(), contact.camp_event_id);
    if (!camp) throw domainError(CampErrors.CAMP_NOT_FOUND);
    const stream = campApplicationStream(applicationId);
    // One action: the cancellation and the refund recorded after the provider's answer share the audit line.
    const metadata = { actor: { type: 'operator' as const, id: operatorId }, actionId: randomUUID() };
    const now = new Date().toISOString();
    const data =
      request.by === 'parent'
        ? { by: 'parent' as const, noContact: request.noContact, reason: request.reason, startsAt: new Date(camp.starts_at).toISOString(), now }
        : { by: 'school' as const, days: request.days, cancelledDays: request.cancelledDays, reason: request.reason, now };
    const result = await runDecider(this.em, this.store, stream, campApplicationDecider, { type: 'Cancel', data }, metadata, {
      alsoInTransaction: async (tx, appended) => {
        const cancelled = appended.events[0].data as CampApplicationCancelledData;
        await sendMail(tx, {
          template: 'camp-cancelled',
          to: contact.email,
          locals: { name: contact.name, campName: camp.name, fee: cancelled.fee, refund: cancelled.refund, rate: cancelled.rate, bySchool: cancelled.by === 'school', unpaid: cancelled.unpaid === true },
          correlationId: applicationId,
        });
      },
    });
    const cancelled = result.events[0].data as CampApplicationCancelledData;
    // An application whose transfer was still awaited (issue 34): nothing was paid, nothing to refund.
    if (cancelled.unpaid) return { fee: 0, refund: 0, refunded: false };
    const { state } = await this.store.aggregate(this.em.fork(), stream.id, campApplicationDecider);
    const providerOrderId = state.paid?.via === 'card' ? state.paid.providerOrderId : null;
    if (providerOrderId && cancelled.refund > 0) {
      await this.commands.execute(new RefundCardChargeCommand(providerOrderId, state.payment!.total, cancelled.refund));
      await runDecider(this.em, this.store, stream, campApplicationDecider, { type: 'RecordRefund', data: { providerOrderId, now: new Date().toISOString() } }, metadata);
      return { fee: cancelled.fee, refund: cancelled.refund, refunded: true };
    }
    if (cancelled.refund === 0) {
      await runDecider(this.em, this.store, stream, campApplicationDecider, { type: 'RecordRefund', data: { providerOrderId: null, now: new Date().toISOString() } }, metadata);
      return { fee: cancelled.fee, refund: 0, refunded: true };
    }
    // A transfer: the school sends the refund by bank and records it (RecordRefund) from the back office.
    return { fee: cancelled.fee, refund: cancelled.refund, refunded: false };
  }
}
