import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { APP_CONFIG, type AppConfig, HandlesJob, type JobHandler, type MailToSend, QueueName, RepeatableJobs, sendMail, sql, sqlTransaction } from '@coaching/server-core';
import { memberContactsOf } from '../queries/member-contacts';
import { iso, lessonRecipients } from '../reactors/lesson-mail';

export const SEND_LESSON_REMINDERS_JOB = 'send-lesson-reminders';

const HOUR_MS = 3600 * 1000;

/**
 * The reminders to the member (issue 10): 24 h and 1 h before a lesson, with its Discord link; a group lesson
 * reminds each member of its group. Each is due
 * from its moment until the lesson starts, so a scan that runs late still sends it; a lesson booked 30 minutes ahead
 * gets only the 1 h one (the day-before one is due only while more than an hour remains). The coach is reminded once a lesson has ended unrecorded.
 */
const MEMBER_REMINDERS = [
  { kind: 'day-before', fromMs: 1 * HOUR_MS, leadMs: 24 * HOUR_MS },
  { kind: 'hour-before', fromMs: 0, leadMs: 1 * HOUR_MS },
] as const;

interface DueRow {
  id: string;
  member_id: string | null;
  group_id: string | null;
  group_name: string | null;
  group_discord_url: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  coach_name: string;
  coach_email: string | null;
  game_id: number | null;
}

/**
 * Repeatable scan (every `LESSON_SCAN_EVERY_MS`). Each reminder is recorded in `lesson_reminders` in the same
 * transaction as its mail's outbox row, keyed by the lesson's start: however many workers scan at once, or however
 * often, a reminder goes once; a cancelled lesson gets none (only scheduled lessons are read); a moved one is
 * reminded again at its new time.
 */
@Injectable()
@HandlesJob(QueueName.Lessons, SEND_LESSON_REMINDERS_JOB)
export class SendLessonRemindersJob implements JobHandler<Record<string, never>>, OnApplicationBootstrap {
  private readonly logger = new Logger('LessonReminders');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(RepeatableJobs) private readonly repeatable: RepeatableJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.repeatable.every(QueueName.Lessons, SEND_LESSON_REMINDERS_JOB, this.config.LESSON_SCAN_EVERY_MS);
  }

  async handle(): Promise<void> {
    const sent = await this.sendDue();
    if (sent > 0) this.logger.log({ sent }, 'lesson reminders sent');
  }

  /** Sends every reminder due at `now`; answers how many. */
  async sendDue(now = new Date()): Promise<number> {
    let sent = 0;
    for (const { kind, fromMs, leadMs } of MEMBER_REMINDERS) {
      const due = await this.due(kind, 'l.starts_at > ? and l.starts_at <= ?', [new Date(now.getTime() + fromMs), new Date(now.getTime() + leadMs)]);
      for (const lesson of due) sent += await this.send(lesson, kind, (tx) => this.memberReminders(tx, lesson, kind === 'hour-before'));
    }
    const unrecorded = await this.due('attendance-due', 'l.ends_at <= ? and l.ends_at > ?', [now, new Date(now.getTime() - 7 * 24 * HOUR_MS)]);
    for (const lesson of unrecorded) sent += await this.send(lesson, 'attendance-due', async () => [await this.attendanceReminder(lesson)]);
    return sent;
  }

  private due(kind: string, window: string, params: unknown[]): Promise<DueRow[]> {
    return sql<DueRow>(
      this.em.fork(),
      `select l.id, l.member_id, l.group_id, g.name as group_name, g.discord_url as group_discord_url, l.starts_at, l.ends_at,
              c.name as coach_name, c.email as coach_email, coalesce(s.game_id, g.game_id) as game_id
         from lessons l join coaches c on c.id = l.coach_id
         left join lesson_students s on s.subscription_id = l.subscription_id
         left join lesson_groups g on g.id = l.group_id
        where l.status = 'scheduled' and ${window}
          and not exists (select 1 from lesson_reminders r where r.lesson_id = l.id and r.kind = ? and r.starts_at = l.starts_at)
        order by l.starts_at limit 500`,
      [...params, kind],
    );
  }

  /**
   * Records the reminder and queues its mails in one transaction (a group lesson's, one per member, all or none);
   * 0 when another scan got there first.
   */
  private async send(lesson: DueRow, kind: string, mails: (tx: EntityManager) => Promise<(MailToSend | null)[]>): Promise<number> {
    return sqlTransaction(this.em, async (tx) => {
      const claimed = await sql(tx, 'insert into lesson_reminders (lesson_id, kind, starts_at) values (?, ?, ?) on conflict do nothing returning 1', [lesson.id, kind, lesson.starts_at]);
      if (claimed.length === 0) return 0;
      const due = (await mails(tx)).filter((m): m is MailToSend => m !== null);
      await sendMail(tx, ...due);
      return due.length;
    });
  }

  private async memberReminders(tx: EntityManager, lesson: DueRow, soon: boolean): Promise<MailToSend[]> {
    // The Discord server of the lesson, as on mypage: the group's, or the community of the plan's game.
    const [game] = !lesson.group_discord_url && lesson.game_id ? await this.queries.execute(new GetGameSummariesQuery([lesson.game_id])) : [];
    const locals = { soon, startsAt: iso(lesson.starts_at), endsAt: iso(lesson.ends_at), coachName: lesson.coach_name, groupName: lesson.group_name, discordUrl: lesson.group_discord_url ?? game?.discordUrl ?? null };
    return (await lessonRecipients(tx, lesson)).map((memberId) => ({ template: 'lesson-reminder', toMember: memberId, locals }));
  }

  private async attendanceReminder(lesson: DueRow): Promise<MailToSend | null> {
    if (!lesson.coach_email) return null;
    const contact = lesson.member_id ? (await memberContactsOf(this.queries, [lesson.member_id])).get(lesson.member_id) : undefined;
    const studentName = lesson.group_name ? `グループ「${lesson.group_name}」` : [contact?.lastName, contact?.firstName].filter(Boolean).join(' ') || '（氏名未登録）';
    return { template: 'lesson-attendance-due', to: lesson.coach_email, locals: { coachName: lesson.coach_name, startsAt: iso(lesson.starts_at), endsAt: iso(lesson.ends_at), studentName, lessonId: lesson.id } };
  }
}
