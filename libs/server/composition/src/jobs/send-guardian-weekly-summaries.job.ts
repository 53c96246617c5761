import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesJob, type JobHandler, QueueName, RepeatableJobs, sendMail, sql, sqlTransaction } from '@coaching/server-core';
import { GetMemberContactsQuery, ListLinkedChildrenQuery } from '@coaching/server-identity/queries';
import { GetMemberLessonRecordQuery, ListSharedKarteQuery } from '@coaching/server-lessons/queries';
import { childWeek, type ChildWeek, summaryWeek, type SummaryWeek } from '../domain/guardian-weekly-summary';

export const SEND_GUARDIAN_WEEKLY_SUMMARIES_JOB = 'send-guardian-weekly-summaries';

/** Monday 08:00 in Tokyo (BullMQ's cron, read in the time zone). */
export const GUARDIAN_SUMMARY_PATTERN = '0 8 * * 1';

/** Guardians read per page of the scan. */
const PAGE = 200;

const WEEK_LABEL = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', month: 'numeric', day: 'numeric' });

/**
 * The weekly summary to the guardians who asked for it (issue 31, ADR 0047): every Monday 08:00 Asia/Tokyo, one mail
 * per opted-in guardian with each linked child's last week (lessons attended and missed, the next lesson, the karte
 * notes the coach shared with guardians). Composed from the contexts' published queries: identity's live links and
 * contacts, the lessons context's record and shared karte. Once per guardian and week: the mail is queued in the
 * transaction that records `guardian_weekly_summaries (guardian_id, week_start)`, so a rerun (a retry, a second worker,
 * a manual run) sends nothing twice. A guardian with no live link gets nothing (and no row: a link accepted later the
 * same week is still summarised by a rerun).
 */
@Injectable()
@HandlesJob(QueueName.Maintenance, SEND_GUARDIAN_WEEKLY_SUMMARIES_JOB)
export class SendGuardianWeeklySummariesJob implements JobHandler<Record<string, never>>, OnApplicationBootstrap {
  private readonly logger = new Logger('GuardianWeeklySummaries');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(RepeatableJobs) private readonly repeatable: RepeatableJobs,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.repeatable.at(QueueName.Maintenance, SEND_GUARDIAN_WEEKLY_SUMMARIES_JOB, GUARDIAN_SUMMARY_PATTERN, 'Asia/Tokyo');
  }

  async handle(): Promise<void> {
    const sent = await this.sendDue();
    if (sent > 0) this.logger.log({ sent }, 'guardian weekly summaries sent');
  }

  /** Sends the summary of the week before `now`'s to every opted-in guardian not yet sent it; answers how many. */
  async sendDue(now = new Date()): Promise<number> {
    const week = summaryWeek(now);
    let sent = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const due = await sql<{ guardian_id: string }>(
        this.em.fork(),
        `select p.guardian_id from guardian_preferences p
          where p.weekly_summary and p.guardian_id > ?
            and not exists (select 1 from guardian_weekly_summaries s where s.guardian_id = p.guardian_id and s.week_start = ?)
          order by p.guardian_id limit ?`,
        [after, week.weekStart, PAGE],
      );
      for (const { guardian_id: guardianId } of due) sent += await this.sendTo(guardianId, week, now);
      if (due.length < PAGE) return sent;
      after = due[due.length - 1].guardian_id;
    }
  }

  /** One guardian's summary: composed outside the transaction, then claimed and queued in one; 0 when none is due. */
  private async sendTo(guardianId: string, week: SummaryWeek, now: Date): Promise<number> {
    const children = await this.childrenOf(guardianId, week, now);
    if (children.length === 0) return 0;
    return sqlTransaction(this.em, async (tx) => {
      const claimed = await sql(tx, 'insert into guardian_weekly_summaries (guardian_id, week_start, children) values (?, ?, ?) on conflict do nothing returning 1', [guardianId, week.weekStart, children.length]);
      if (claimed.length === 0) return 0;
      const lastDay = new Date(week.to.getTime() - 1);
      await sendMail(tx, { template: 'guardian-weekly-summary', toMember: guardianId, locals: { weekLabel: `${WEEK_LABEL.format(week.from)}〜${WEEK_LABEL.format(lastDay)}`, weekStart: week.weekStart, children } });
      return 1;
    });
  }

  /** Each child linked now (identity's live links only: an ended link tells nothing more), with their week. */
  private async childrenOf(guardianId: string, week: SummaryWeek, now: Date): Promise<ChildWeek[]> {
    const links = await this.queries.execute(new ListLinkedChildrenQuery(guardianId));
    if (links.length === 0) return [];
    const contacts = new Map((await this.queries.execute(new GetMemberContactsQuery(links.map((l) => l.memberId)))).map((c) => [c.memberId, c]));
    return Promise.all(
      links.map(async ({ memberId }) => {
        const [record, karte] = await Promise.all([this.queries.execute(new GetMemberLessonRecordQuery(memberId)), this.queries.execute(new ListSharedKarteQuery(memberId))]);
        const contact = contacts.get(memberId);
        const name = [contact?.lastName, contact?.firstName].filter(Boolean).join(' ') || (contact?.email ?? 'お子さま');
        return childWeek(name, record.lessons, karte, week, now);
      }),
    );
  }
}
