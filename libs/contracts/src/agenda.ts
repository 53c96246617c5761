import { z } from 'zod';
import type { AdminLesson } from './admin-lessons';
import type { KarteEntry } from './lessons';
import { shiftTokyoDate, tokyoDaysBetween, fromTokyo } from './tokyo-calendar';
import type { TrialStatusName } from './trials';

// The coach's agenda (「今日の予定」, issue 30): one coach's lessons and free trials over a few Tokyo days, merged in
// time order, for the back office (`GET /admin-api/agenda`). A coach reads only their own; staff name the coach.

/** The longest span the agenda answers, in Tokyo days (a fortnight: two week views). */
export const AGENDA_MAX_DAYS = 14;

export const AgendaMessages = {
  coachRequired: 'コーチを選択してください。',
  dayInvalid: '日付は YYYY-MM-DD の形式で入力してください。',
  rangeReversed: '終了日は開始日と同じか後の日付にしてください。',
  rangeTooLong: `期間は${AGENDA_MAX_DAYS}日以内で指定してください。`,
  coachNotFound: 'コーチが見つかりません。',
} as const;

const tokyoDay = z
  .string({ error: AgendaMessages.dayInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: AgendaMessages.dayInvalid })
  .refine((day) => shiftTokyoDate(day, 0) === day, { error: AgendaMessages.dayInvalid });

/**
 * `GET /admin-api/agenda?coach_id=&from=&to=`: Tokyo days, both included (`to` defaults to `from`), at most
 * {@link AGENDA_MAX_DAYS} of them. `coach_id` is the staff's choice; a coach's own agenda needs none.
 */
export const coachAgendaQuerySchema = z
  .object({
    coach_id: z.uuid({ error: AgendaMessages.coachNotFound }).optional(),
    from: tokyoDay,
    to: tokyoDay.optional(),
  })
  .transform((q) => ({ ...q, to: q.to ?? q.from }))
  .superRefine((q, ctx) => {
    const days = tokyoDaysBetween(fromTokyo(q.from), fromTokyo(q.to));
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: AgendaMessages.rangeReversed });
    else if (days >= AGENDA_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: AgendaMessages.rangeTooLong });
  });
export type CoachAgendaQuery = z.infer<typeof coachAgendaQuerySchema>;

/** What an agenda entry is: a lesson of the plan (or a bought one), a make-up (振替), a free trial. */
export type AgendaKind = 'lesson' | 'make_up' | 'trial';
export const AGENDA_KIND_LABELS: Record<AgendaKind, string> = { lesson: 'レッスン', make_up: '振替', trial: '無料体験' };

/** The member an entry is with, as the coach reaches them: the name, and Discord as the product stores it. */
export interface AgendaMember {
  id: string;
  name: string | null;
  discord_username: string | null;
  discord_id: string | null;
}

interface AgendaEntryBase {
  /** The lesson's or the trial's id. */
  id: string;
  kind: AgendaKind;
  starts_at: string;
  ends_at: string;
  /** Null for a group lesson (its group is on the lesson). */
  member: AgendaMember | null;
  game: { id: number; name: string } | null;
  /** The member's last karte notes (at most three), newest first; empty for a group lesson. */
  recent_notes: KarteEntry[];
}

/** A lesson: the back office's lesson record, so its attendance and karte are written as on the lesson's page. */
export interface AgendaLessonEntry extends AgendaEntryBase {
  type: 'lesson';
  kind: 'lesson' | 'make_up';
  lesson: AdminLesson;
}

export interface AgendaTrialEntry extends AgendaEntryBase {
  type: 'trial';
  kind: 'trial';
  status: TrialStatusName;
}

export type AgendaEntry = AgendaLessonEntry | AgendaTrialEntry;

/** `GET /admin-api/agenda`: the coach, the Tokyo days asked for, and the entries in time order. */
export interface CoachAgenda {
  coach: { id: string; name: string };
  from: string;
  to: string;
  entries: AgendaEntry[];
}
