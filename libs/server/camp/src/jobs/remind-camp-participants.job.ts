import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CAMP_GRADE_LABELS } from '@coaching/contracts';
import { EventStore, HandlesJob, QueueName, runDecider, sendMail, sql, type JobHandler } from '@coaching/server-core';
import { campApplicationDecider, campApplicationStream } from '../domain/camp-application.decider';
import { REMINDER_DAYS_BEFORE } from '../domain/camp-rules';
import { CampScans } from './camp-scans';

export const REMIND_CAMP_PARTICIPANTS_JOB = 'remind-camp-participants';

interface Due {
  id: string;
  email: string;
  name: string;
  camp_name: string;
  venue: string;
  starts_at: Date;
  ends_at: Date;
}

/**
 * A few days before the camp (REMINDER_DAYS_BEFORE Tokyo days), every paid application gets one reminder
 * with the time, the venue, the children and the pick-up rule (spec §9: within 30 minutes after the session).
 * Once per application: the stream records `CampReminderSent` with the mail in one transaction.
 */
@Injectable()
@HandlesJob(QueueName.Camp, REMIND_CAMP_PARTICIPANTS_JOB)
export class RemindCampParticipantsJob implements JobHandler<Record<string, never>>, OnApplicationBootstrap {
  private readonly logger = new Logger('RemindCampParticipants');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CampScans) private readonly scans: CampScans,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.scans.schedule(REMIND_CAMP_PARTICIPANTS_JOB);
  }

  async handle(): Promise<void> {
    const sent = await this.remindDue();
    if (sent > 0) this.logger.log({ sent }, 'camp reminders queued');
  }

  /** Queues the reminder of every paid application whose camp starts within the window at `now`; answers how many. */
  async remindDue(now = new Date()): Promise<number> {
    const due = await sql<Due>(
      this.em.fork(),
      `select a.id, a.email, a.name, e.name as camp_name, e.venue, e.starts_at, e.ends_at
         from camp_applications a join camp_events e on e.id = a.camp_event_id
        where a.status = 'paid' and a.reminded_at is null and e.starts_at > ? and e.starts_at <= ?
        order by e.starts_at limit 500`,
      [now, new Date(now.getTime() + (REMINDER_DAYS_BEFORE + 1) * 24 * 3600_000)],
    );
    let sent = 0;
    for (const row of due) {
      const startsAt = new Date(row.starts_at).toISOString();
      const result = await runDecider(
        this.em,
        this.store,
        campApplicationStream(row.id),
        campApplicationDecider,
        { type: 'SendReminder', data: { startsAt, now: now.toISOString() } },
        { actor: { type: 'system' } },
        {
          alsoInTransaction: async (tx, appended) => {
            if (appended.events.length === 0) return;
            const { state } = await this.store.aggregate(tx, campApplicationStream(row.id).id, campApplicationDecider);
            const children = (state.payment?.children ?? []).map((child) => ({ name: child.name, grade: CAMP_GRADE_LABELS[child.grade] }));
            await sendMail(tx, { template: 'camp-reminder', to: row.email, locals: { name: row.name, campName: row.camp_name, venue: row.venue, startsAt, endsAt: new Date(row.ends_at).toISOString(), children }, correlationId: row.id });
          },
        },
      );
      sent += result.events.length > 0 ? 1 : 0;
    }
    return sent;
  }
}
