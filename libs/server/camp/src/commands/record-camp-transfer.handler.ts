import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, domainError, EventStore, runDecider, sendMail } from '@coaching/server-core';
import { campApplicationDecider, campApplicationStream } from '../domain/camp-application.decider';
import { CampErrors } from '../domain/camp-errors';
import { signedCampReceiptHref } from '../domain/camp-receipt-link';
import { campEventById } from '../queries/camp-events';
import { applicationContact } from './application-stream';
import { RecordCampTransferCommand } from './record-camp-transfer.command';

/** Records a transfer received (once) and, in the same transaction, the mail telling the parent it arrived. */
@CommandHandler(RecordCampTransferCommand)
export class RecordCampTransferHandler implements ICommandHandler<RecordCampTransferCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ applicationId, operatorId }: RecordCampTransferCommand): Promise<void> {
    const contact = await applicationContact(this.em.fork(), applicationId);
    if (!contact) throw domainError(CampErrors.APPLICATION_NOT_FOUND);
    const camp = await campEventById(this.em.fork(), contact.camp_event_id);
    const now = new Date().toISOString();
    await runDecider(this.em, this.store, campApplicationStream(applicationId), campApplicationDecider, { type: 'RecordTransferReceived', data: { now } }, { actor: { type: 'operator', id: operatorId } }, {
      alsoInTransaction: async (tx, result) => {
        if (result.events.length === 0) return;
        await sendMail(tx, { template: 'camp-transfer-received', to: contact.email, locals: { name: contact.name, campName: camp?.name ?? '', venue: camp?.venue ?? '', startsAt: camp ? new Date(camp.starts_at).toISOString() : now, paidAt: now, receiptPath: signedCampReceiptHref(this.config.SESSION_SECRET, applicationId) }, correlationId: applicationId });
      },
    });
  }
}
