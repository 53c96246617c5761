import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig, domainError, EventStore, runDecider, sendMail, type EventMetadata } from '@coaching/server-core';
import { campApplicationDecider, campApplicationStream } from '../domain/camp-application.decider';
import { isCampCancelSignature } from '../domain/camp-cancel-link';
import { CampErrors } from '../domain/camp-errors';
import { campEventById } from '../queries/camp-events';
import { applicationContact } from './application-stream';
import { CancelUnpaidCampApplicationCommand } from './cancel-unpaid-camp-application.command';

/**
 * Cancels an application whose transfer is awaited, in one transaction: the decider's `CancelUnpaid` (refused unless
 * the transfer is awaited: a paid application keeps the paid path and its fee), the inline projection's freeing of the
 * seats, and the parent's mail. The parent's link is checked first, and answers as a missing application when forged.
 */
@CommandHandler(CancelUnpaidCampApplicationCommand)
export class CancelUnpaidCampApplicationHandler implements ICommandHandler<CancelUnpaidCampApplicationCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ applicationId, reason, actor }: CancelUnpaidCampApplicationCommand): Promise<{ cancelled: true }> {
    if (actor.type === 'parent' && !isCampCancelSignature(this.config.SESSION_SECRET, applicationId, actor.signature)) throw domainError(CampErrors.CANCEL_LINK_INVALID);
    const contact = await applicationContact(this.em.fork(), applicationId);
    if (!contact) throw domainError(CampErrors.APPLICATION_NOT_FOUND);
    const camp = await campEventById(this.em.fork(), contact.camp_event_id);
    if (!camp) throw domainError(CampErrors.CAMP_NOT_FOUND);
    const metadata: EventMetadata =
      actor.type === 'operator' ? { actor: { type: 'operator', id: actor.operatorId }, actionId: randomUUID() } : { actor: { type: 'visitor' }, correlationId: applicationId };
    await runDecider(
      this.em,
      this.store,
      campApplicationStream(applicationId),
      campApplicationDecider,
      // The parent who backs out, whoever presses the button (staff on the phone, or the parent).
      { type: 'CancelUnpaid', data: { by: 'parent', reason, now: new Date().toISOString() } },
      metadata,
      {
        alsoInTransaction: async (tx) => {
          await sendMail(tx, {
            template: 'camp-cancelled',
            to: contact.email,
            locals: { name: contact.name, campName: camp.name, fee: 0, refund: 0, rate: 0, bySchool: false, unpaid: true, byParent: actor.type === 'parent' },
            correlationId: applicationId,
          });
        },
      },
    );
    return { cancelled: true };
  }
}
