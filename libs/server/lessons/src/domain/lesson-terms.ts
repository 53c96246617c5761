import { addTokyoDays, type LessonCancelRefusalName, type LessonCancelTermsName, tokyoDayStart } from '@coaching/contracts';

// The terms' dates for lessons (spec §5, /rule), counted in days of Asia/Tokyo on contracts' Tokyo calendar;
// allowances and strikes count per Tokyo month (contracts' tokyoMonth, tokyoMonthRange).

/**
 * The first moment a member can no longer cancel: a lesson may be cancelled until 23:59 two days before
 * the lesson day (a lesson on the 3rd: until the 1st, 23:59:59), so the door closes at the midnight that
 * begins the day before the lesson day. Premium's members (`day-before`, spec §9) may cancel, and still make the
 * lesson up, until 23:59 the day before: their door closes at the midnight that begins the lesson day.
 */
export function cancelDeadline(startsAt: Date, terms: LessonCancelTermsName = 'two-days-before'): Date {
  const lessonDay = tokyoDayStart(startsAt);
  return terms === 'day-before' ? lessonDay : addTokyoDays(lessonDay, -1);
}

/**
 * Whether the member may cancel their scheduled lesson at `now`, the one rule the cancel command and the member's
 * lesson list share: a group lesson is support's to call off, and no lesson after its deadline. Null: they may.
 */
export function memberCancelRefusal(lesson: { kind: 'personal' | 'group'; startsAt: Date }, now: Date, terms: LessonCancelTermsName = 'two-days-before'): LessonCancelRefusalName | null {
  if (lesson.kind === 'group') return 'group-lesson';
  if (now >= cancelDeadline(lesson.startsAt, terms)) return 'deadline-passed';
  return null;
}

/** The terms let a cancelled lesson be made up within one week of the lesson it replaces. */
export const MAKE_UP_WINDOW_DAYS = 7;

/** The last moment a make-up lesson for a lesson at `startsAt` may start. */
export function makeUpDeadline(startsAt: Date): Date {
  return addTokyoDays(startsAt, MAKE_UP_WINDOW_DAYS);
}

/** A Tokyo month as members read it: '2026-12' → '2026年12月'. */
export const tokyoMonthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
