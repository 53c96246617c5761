import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventStore, HandlesJob, QueueName, runDecider, sendMail, sql, type JobHandler } from '@coaching/server-core';
import { paymentMailLocals, tokyoDateLabel } from '../commands/camp-mails';
import { lastPaymentRequest } from '../commands/application-stream';
import { campApplicationDecider, campApplicationStream } from '../domain/camp-application.decider';
import { campEventById } from '../queries/camp-events';
import { CampScans } from './camp-scans';

export const RELEASE_UNPAID_CAMP_SEATS_JOB = 'release-unpaid-camp-seats';

/**
 * Spec §9: a bank transfer is due by the day before the camp. An unpaid application holds its children's
 * seats until the end of that day; this repeatable job (on the camp queue) releases the seats of every
 * application still unpaid after it, through its stream (`ReleaseUnpaidSeats`, which decides again on the
 * stream as it is, so a transfer recorded meanwhile keeps its seats). The parent is told in the same transaction,
 * so a release is mailed once and never without the seats going.
 */
@Injectable()
@HandlesJob(QueueName.Camp, RELEASE_UNPAID_CAMP_SEATS_JOB)
export class ReleaseUnpaidCampSeatsJob implements JobHandler<Record<string, never>>, OnApplicationBootstrap {
  private readonly logger = new Logger('ReleaseUnpaidCampSeats');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CampScans) private readonly scans: CampScans,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.scans.schedule(RELEASE_UNPAID_CAMP_SEATS_JOB);
  }

  async handle(): Promise<void> {
    const released = await this.releaseOverdue();
    if (released > 0) this.logger.log({ released }, 'unpaid camp applications released their seats');
  }

  /** Releases the seats of every application whose transfer is overdue at `now`; answers how many. */
  async releaseOverdue(now = new Date()): Promise<number> {
    const overdue = await sql<{ id: string; camp_event_id: number; email: string; name: string }>(
      this.em.fork(),
      "select id, camp_event_id, email, name from camp_applications where status = 'awaiting_transfer' and due_at < ? order by due_at limit 500",
      [now],
    );
    let released = 0;
    for (const application of overdue) {
      const stream = campApplicationStream(application.id);
      const result = await runDecider(this.em, this.store, stream, campApplicationDecider, { type: 'ReleaseUnpaidSeats', data: { now: now.toISOString() } }, { actor: { type: 'system' } }, {
        alsoInTransaction: async (tx, appended) => {
          if (appended.events.length === 0) return;
          const payment = await lastPaymentRequest(tx, this.store, application.id);
          const camp = await campEventById(tx, application.camp_event_id);
          if (!camp || !payment) return;
          const locals = { ...paymentMailLocals(application.name, camp, payment), dueDate: payment.dueDate ? tokyoDateLabel(payment.dueDate) : '' };
          await sendMail(tx, { template: 'camp-seats-released', to: application.email, locals, correlationId: application.id });
        },
      });
      released += result.events.length > 0 ? 1 : 0;
    }
    return released;
  }
}
