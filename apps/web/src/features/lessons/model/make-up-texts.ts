import { MakeUpMessages, type MakeUpHour } from '@coaching/contracts';
import { formatClock, formatDayTimeWithWeekday, formatDayWithWeekday, formatTimeRangeWithWeekday, formatTokyoDayKey } from '@coaching/web-theme';
import { ApiError } from '../../../lib/http';

// What the make-up dialog says: the free hours grouped by their Tokyo day with the weekday, the deadline, and a
// refusal in the server's words, through the theme's one Tokyo formatter; pure, so it is tested beside.

/** 12月8日(火) 18:00 */
export const makeUpDateTime = (value: string) => formatDayTimeWithWeekday(value);

/** 振替期限：12月15日(火) 20:00まで */
export const makeUpDeadline = (makeUpBy: string) => `振替期限：${makeUpDateTime(makeUpBy)}まで`;

/** 12月8日(火) 18:00〜19:00 (the end's day too when it is another day). */
export const makeUpRange = (hour: MakeUpHour): string => formatTimeRangeWithWeekday(hour.started_at, hour.ended_at);

export interface MakeUpDay {
  /** YYYY-MM-DD in Tokyo. */
  date: string;
  /** 12月8日(火) */
  label: string;
  hours: (MakeUpHour & { label: string })[];
}

/** The free hours by Tokyo day, in the order given (earliest first); each hour labelled 18:00〜19:00. */
export function makeUpDays(hours: readonly MakeUpHour[]): MakeUpDay[] {
  const days: MakeUpDay[] = [];
  for (const hour of hours) {
    const date = formatTokyoDayKey(hour.started_at);
    let day = days.at(-1);
    if (!day || day.date !== date) days.push((day = { date, label: formatDayWithWeekday(hour.started_at), hours: [] }));
    day.hours.push({ ...hour, label: `${formatClock(hour.started_at)}〜${formatClock(hour.ended_at)}` });
  }
  return days;
}

/** A refused booking: the server's words (the hour was taken, the credit used) or the fallback; `retake` when the hours changed under the member. */
export function makeUpRefusal(error: unknown): { message: string; retake: boolean } {
  const server = error instanceof ApiError ? (error.fieldError('starts_at') ?? error.serverMessage) : undefined;
  return { message: server ?? MakeUpMessages.bookFailed, retake: error instanceof ApiError && error.status === 409 };
}
