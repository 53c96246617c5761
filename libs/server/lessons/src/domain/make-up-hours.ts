import type { WeeklyWindow } from './weekly-hours';
import { type TimeSpan, withinWorkingHours } from './working-hours';

// The free hours a member may book a make-up in (issue 29): whole hours of the member's own coach, inside the coach's
// weekly hours and not on a day off (issue 30), clear of what already takes the coach's time (lessons, trial seats) and of the member's own lessons,
// starting after now and no later than the credit's deadline.

const HOUR_MS = 3600 * 1000;

export type { TimeSpan };

export interface MakeUpHoursFacts {
  weeklyHours: readonly WeeklyWindow[];
  /** The coach's days off (Tokyo dates): no make-up on them. */
  daysOff?: readonly string[];
  /** The coach's lessons and trial seats, and the member's own lessons, that overlap the window. */
  taken: readonly TimeSpan[];
  now: Date;
  /** The credit's deadline: the last moment a make-up may start. */
  until: Date;
  /** The make-up's length (the cancelled lesson's). */
  minutes: number;
  /** Where the member's plan (and so their coach) ends: a make-up ends by then. */
  planEndsAt?: Date;
}

/** Whether `at` is a whole hour (Asia/Tokyo is a whole number of hours from UTC, so a UTC whole hour is a Tokyo one). */
export const isWholeHour = (at: Date) => at.getTime() % HOUR_MS === 0;

/** Whether [a, b) overlaps one of the spans. */
const overlapsAny = (startsAt: Date, endsAt: Date, spans: readonly TimeSpan[]) => spans.some((s) => s.startsAt < endsAt && s.endsAt > startsAt);

/** The free whole hours from the first one after `now` up to the deadline, earliest first. */
export function freeMakeUpHours({ weeklyHours, daysOff = [], taken, now, until, minutes, planEndsAt }: MakeUpHoursFacts): TimeSpan[] {
  const hours: TimeSpan[] = [];
  if (minutes <= 0) return hours;
  for (let at = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS; at <= until.getTime(); at += HOUR_MS) {
    const startsAt = new Date(at);
    const endsAt = new Date(at + minutes * 60_000);
    if (planEndsAt && endsAt > planEndsAt) break;
    if (!withinWorkingHours(weeklyHours, daysOff, startsAt, endsAt)) continue;
    if (overlapsAny(startsAt, endsAt, taken)) continue;
    hours.push({ startsAt, endsAt });
  }
  return hours;
}
