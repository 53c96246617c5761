import { COACH_DAY_OFF_MAX_DAYS_AHEAD, shiftTokyoDate, tokyoDate, tokyoDayTimeText } from '@coaching/contracts';
import type { DomainEvent } from '@coaching/server-core';
import { LessonErrors } from './lessons-errors';

// A coach's days off (休み, issue 30): whole Tokyo days, kept as rows (`coach_days_off`) beside the weekly hours;
// who added or removed one is recorded on the coach's stream, as the coach's other changes are (`CoachChanged`).

export interface CoachChangedData {
  coachId: string;
  name: string;
  /** The fields that changed: 'name', 'profile', 'is_active', 'weekly_hours', 'photo'. */
  changed: string[];
}

export interface CoachDayOffData {
  coachId: string;
  /** `YYYY-MM-DD`, Tokyo. */
  day: string;
  note: string;
}

/** What is recorded on a coach's stream (`coach-<id>`), state-stored beside it. */
export type CoachRecordEvent = DomainEvent<'CoachChanged', CoachChangedData> | DomainEvent<'CoachDayOffAdded', CoachDayOffData> | DomainEvent<'CoachDayOffRemoved', CoachDayOffData>;

/** Why a day cannot be made a day off on `now`: before today (Tokyo) or more than 180 days ahead; null when it can. */
export function dayOffRefusal(day: string, now: Date): (typeof LessonErrors)['DAY_OFF_IN_PAST' | 'DAY_OFF_TOO_FAR'] | null {
  const today = tokyoDate(now);
  if (day < today) return LessonErrors.DAY_OFF_IN_PAST;
  if (day > shiftTokyoDate(today, COACH_DAY_OFF_MAX_DAYS_AHEAD)) return LessonErrors.DAY_OFF_TOO_FAR;
  return null;
}

/** The bookings that stand in a day off's way, as the refusal lists them: 「12月8日(火) 19:00 レッスン、12月8日(火) 21:00 無料体験」. */
export const bookingsText = (bookings: readonly { startsAt: Date; what: 'レッスン' | '無料体験' }[]): string =>
  [...bookings]
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map((b) => `${tokyoDayTimeText(b.startsAt)} ${b.what}`)
    .join('、');
