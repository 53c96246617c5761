import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CAMP_CONSENT_VERSIONS, CAMP_CONSENTS } from '@coaching/contracts';
import { APP_CONFIG, domainError, EventStore, runDecider, sendMail, type AppConfig } from '@coaching/server-core';
import { randomUUID } from 'node:crypto';
import { campApplicationDecider, campApplicationStream } from '../domain/camp-application.decider';
import { CampErrors } from '../domain/camp-errors';
import { campPlanOf, openCampEvent } from '../queries/camp-events';
import { ApplyForCampCommand } from './apply-for-camp.command';
import { tokyoDateLabel } from './camp-mails';
import { hashCampToken, newCampToken } from './camp-token';

/**
 * Records the application to the open camp (with the three consents: which document, which version, when)
 * and, in the same transaction, the mail carrying the link `/fortnite-camp/payment?token=…`. The token is
 * random and only its hash is kept; it opens the payment until the application period ends.
 */
@CommandHandler(ApplyForCampCommand)
export class ApplyForCampHandler implements ICommandHandler<ApplyForCampCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ applicant, correlationId }: ApplyForCampCommand): Promise<{ id: string }> {
    const now = new Date();
    const camp = await openCampEvent(this.em.fork(), now);
    if (!camp) throw domainError(CampErrors.PERIOD_ENDED);
    const applicationId = randomUUID();
    const token = newCampToken();
    const agreedAt = now.toISOString();
    const plan = campPlanOf(camp);
    await runDecider(
      this.em,
      this.store,
      campApplicationStream(applicationId),
      campApplicationDecider,
      {
        type: 'Apply',
        data: {
          applicationId,
          campEventId: camp.id,
          name: applicant.name,
          kana: applicant.kana,
          email: applicant.email,
          phoneNumber: applicant.phone_number,
          consents: CAMP_CONSENTS.map((document) => ({ document, version: CAMP_CONSENT_VERSIONS[document], agreedAt })),
          tokenHash: hashCampToken(token),
          tokenExpiresAt: plan.application_ends_at,
          appliedAt: agreedAt,
        },
      },
      { actor: { type: 'visitor' }, correlationId },
      {
        alsoInTransaction: async (tx) => {
          const link = `${this.config.APP_URL}/fortnite-camp/payment?token=${encodeURIComponent(token)}`;
          // The parent has no account: the mail goes to the address they gave.
          await sendMail(tx, {
            template: 'camp-application-link',
            to: applicant.email,
            locals: { name: applicant.name, campName: camp.name, venue: camp.venue, startsAt: plan.starts_at, link, expiresAt: plan.application_ends_at, dueDate: tokyoDateLabel(plan.payment_due_date) },
            correlationId: applicationId,
          });
        },
      },
    );
    return { id: applicationId };
  }
}
