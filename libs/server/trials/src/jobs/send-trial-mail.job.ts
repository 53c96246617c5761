import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { googleCalendarUrl, tokyoDayTimeText, trialCalendarDetails, trialCalendarTitle } from '@coaching/contracts';
import { APP_CONFIG, type AppConfig, HandlesJob, type JobContext, type JobHandler, type MailRecipient, oncePerJob, QueueName, sendMail, sql } from '@coaching/server-core';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { GetCoachContactsQuery } from '@coaching/server-lessons/queries';
import { TRIAL_CALENDAR_PATH, trialCalendarSignature } from '../domain/trial-calendar';

export const SEND_TRIAL_MAIL_JOB = 'send-trial-mail';

/** The member's mails, and the coach's (`coach-…`, issue 30): booked with him, reminded before it, called off. */
export type TrialMailKind = 'booked' | 'reminder-24h' | 'reminder-1h' | 'cancelled' | 'follow-up' | 'waitlist-offer' | 'coach-booked' | 'coach-reminder-24h' | 'coach-reminder-1h' | 'coach-cancelled';

export interface SendTrialMailPayload {
  trialId: string;
  kind: TrialMailKind;
}

/** Which trial status each mail is still true for: a reminder for a cancelled trial is never sent. */
const SENT_WHEN: Record<TrialMailKind, readonly string[]> = {
  booked: ['booked'],
  'reminder-24h': ['booked'],
  'reminder-1h': ['booked'],
  cancelled: ['cancelled'],
  'follow-up': ['booked', 'attended'],
  'waitlist-offer': ['held'],
  'coach-booked': ['booked'],
  'coach-reminder-24h': ['booked'],
  'coach-reminder-1h': ['booked'],
  'coach-cancelled': ['cancelled'],
};

const TEMPLATE: Record<TrialMailKind, string> = {
  booked: 'trial-booked',
  'reminder-24h': 'trial-reminder',
  'reminder-1h': 'trial-reminder',
  cancelled: 'trial-cancelled',
  'follow-up': 'trial-follow-up',
  'waitlist-offer': 'trial-waitlist-offer',
  'coach-booked': 'trial-booked-coach',
  'coach-reminder-24h': 'trial-reminder-coach',
  'coach-reminder-1h': 'trial-reminder-coach',
  'coach-cancelled': 'trial-cancelled-coach',
};

const HOURS_BEFORE: Partial<Record<TrialMailKind, number>> = { 'reminder-24h': 24, 'reminder-1h': 1, 'coach-reminder-24h': 24, 'coach-reminder-1h': 1 };

/**
 * Writes one trial mail, looking at the trial when the job runs (some are delayed: reminders 24 h and 1 h
 * before, the invitation to the plans an hour after): the time, the coach's name and address (lessons' published
 * `GetCoachContactsQuery`) and the game's Discord server invite (the catalogue's). The member's mails go to the
 * member; the coach's (`coach-…`) to the coach's address, with the visitor's name as typed on the trial form, and
 * none when the coach has no address. Queued as a `send-mail` through the outbox, once per job (`oncePerJob`): a
 * retried job does not mail twice.
 */
@Injectable()
@HandlesJob(QueueName.TrialSlots, SEND_TRIAL_MAIL_JOB)
export class SendTrialMailJob implements JobHandler<SendTrialMailPayload> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ trialId, kind }: SendTrialMailPayload, context: JobContext): Promise<void> {
    const [trial] = await sql<{
      member_id: string;
      game_id: number;
      coach_id: string | null;
      starts_at: Date;
      ends_at: Date;
      status: string;
      converted_at: Date | null;
      cancelled_by: string | null;
      held_until: Date | null;
      last_name: string;
      first_name: string;
    }>(
      this.em.fork(),
      'select member_id, game_id, coach_id, starts_at, ends_at, status, converted_at, cancelled_by, held_until, last_name, first_name from trials where id = ?',
      [trialId],
    );
    if (!trial || !SENT_WHEN[kind].includes(trial.status)) return;
    if (kind === 'follow-up' && trial.converted_at) return;
    const [[coach], [game]] = await Promise.all([
      trial.coach_id ? this.queries.execute(new GetCoachContactsQuery([trial.coach_id])) : Promise.resolve([]),
      this.queries.execute(new GetGameSummariesQuery([trial.game_id])),
    ]);
    const locals = {
      startsAt: new Date(trial.starts_at).toISOString(),
      endsAt: new Date(trial.ends_at).toISOString(),
      coachName: coach?.name ?? null,
      gameName: game?.name ?? '',
      discordUrl: game?.discordUrl ?? null,
      hoursBefore: HOURS_BEFORE[kind] ?? null,
      bySchool: trial.cancelled_by === 'school',
      heldUntil: trial.held_until ? new Date(trial.held_until).toISOString() : null,
      ...(kind === 'booked' ? this.calendarLinks(trialId, trial, coach?.name ?? null, game) : {}),
      // The coach's mails: the day with its weekday, the visitor's name as typed, the trial's page in the back office.
      when: `${tokyoDayTimeText(new Date(trial.starts_at))}〜${tokyoDayTimeText(new Date(trial.ends_at)).slice(-5)}`,
      studentName: [trial.last_name, trial.first_name].filter(Boolean).join(' ') || '（氏名未登録）',
      trialId,
    };
    const forCoach = kind.startsWith('coach-');
    if (forCoach && !coach?.email) return;
    const to: MailRecipient = forCoach ? { to: coach!.email! } : { toMember: trial.member_id };
    await oncePerJob(this.em, SEND_TRIAL_MAIL_JOB, context.jobId, async (tx) => {
      await sendMail(tx, { template: TEMPLATE[kind], ...to, locals });
    });
  }

  /** Add-to-calendar of the booking mail (issue 30): Google Calendar's link, and the trial's signed iCalendar file. */
  private calendarLinks(trialId: string, trial: { starts_at: Date; ends_at: Date }, coachName: string | null, game: { name: string; discordUrl: string | null } | undefined) {
    const appUrl = this.config.APP_URL.replace(/\/$/, '');
    const gameName = game?.name ?? '';
    const details = trialCalendarDetails({ coach: coachName ? { name: coachName } : null, game: { discord_url: game?.discordUrl ?? null } }, `${appUrl}/mypage`);
    return {
      googleCalendarUrl: googleCalendarUrl({ title: trialCalendarTitle(gameName), startsAt: trial.starts_at, endsAt: trial.ends_at, details }),
      calendarUrl: `${appUrl}${TRIAL_CALENDAR_PATH}/${trialId}.ics?sig=${trialCalendarSignature(this.config.SESSION_SECRET, trialId)}`,
    };
  }
}
