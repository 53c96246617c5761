import { TZDate, tz } from '@date-fns/tz';
import { addDays, addMonths, differenceInCalendarDays, endOfDay, startOfDay } from 'date-fns';
import { WEEKDAYS_JA } from './admin-lessons';
import { TIME_ZONE } from './constants';

// The one Tokyo calendar (issue 28). The terms, the periods, the schedules and the screens count in days,
// months and wall-clock times of Asia/Tokyo, whatever the zone of the server or the browser; every server
// context and both front ends ask this module, and @date-fns/tz does the zone (no hand-written offsets).
// Instants go in and come out as plain `Date`s; Tokyo's wall clock is text: 'YYYY-MM-DD', 'YYYY-MM', 'HH:mm'.

const inTokyo = { in: tz(TIME_ZONE) };
/** The instant as a plain Date: a TZDate's toISOString would carry '+09:00'. */
const instant = (at: Date): Date => new Date(at.getTime());
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant on Tokyo's wall clock: its date, time ('HH:mm'), weekday (0 Sunday … 6 Saturday), hour and minute. */
export interface TokyoParts {
  date: string;
  time: string;
  weekday: number;
  hour: number;
  minute: number;
}

export function tokyoParts(at: Date): TokyoParts {
  const local = new TZDate(at, TIME_ZONE);
  const hour = local.getHours();
  const minute = local.getMinutes();
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(hour)}:${pad(minute)}`,
    weekday: local.getDay(),
    hour,
    minute,
  };
}

/** The Tokyo date of an instant, 'YYYY-MM-DD'. */
export const tokyoDate = (at: Date): string => tokyoParts(at).date;

/** The Tokyo month of an instant, 'YYYY-MM'. */
export const tokyoMonth = (at: Date): string => tokyoDate(at).slice(0, 7);

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/;

/**
 * The instant of a Tokyo wall-clock 'YYYY-MM-DD HH:mm' (or 'YYYY-MM-DDTHH:mm', a datetime-local input's value,
 * or 'YYYY-MM-DD': its midnight). Out-of-range fields carry over as in `Date` ('24:00' is the next midnight);
 * text of another shape is an invalid Date.
 */
export function fromTokyo(text: string): Date {
  const match = WALL_CLOCK.exec(text);
  if (!match) return new Date(Number.NaN);
  const [, year, month, day, hour = '0', minute = '0'] = match;
  return instant(new TZDate(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), TIME_ZONE));
}

/** The midnight in Tokyo that begins the Tokyo day of `at`. */
export const tokyoDayStart = (at: Date): Date => instant(startOfDay(at, inTokyo));

/** The last instant (23:59:59.999) of a Tokyo date 'YYYY-MM-DD'. */
export const endOfTokyoDate = (date: string): Date => instant(endOfDay(fromTokyo(date), inTokyo));

/** The same Tokyo wall-clock time `days` days later (earlier when negative). */
export const addTokyoDays = (at: Date, days: number): Date => instant(addDays(at, days, inTokyo));

/**
 * The same Tokyo day and time `months` months later, or that month's last day when it is shorter
 * (1/31 + 1 month = 2/28). Billing's periods and monthly charges count months this way.
 */
export const addTokyoMonths = (at: Date, months: number): Date => instant(addMonths(at, months, inTokyo));

/** Whole Tokyo calendar days from `from` to `to`: 0 on the same Tokyo day, 1 from one day to the next (23:59 → 00:00 too). */
export const tokyoDaysBetween = (from: Date, to: Date): number => differenceInCalendarDays(to, from, inTokyo);

/** The first instant of a Tokyo month ('YYYY-MM') and of the month after it. */
export function tokyoMonthRange(month: string): { from: Date; to: Date } {
  const from = fromTokyo(`${month}-01`);
  return { from, to: addTokyoMonths(from, 1) };
}

/** The Tokyo date 'YYYY-MM-DD' `days` days after `date` (before when negative). */
export const shiftTokyoDate = (date: string, days: number): string => tokyoDate(addTokyoDays(fromTokyo(date), days));

/** The Tokyo dates `[first, first + count)`, 'YYYY-MM-DD'. */
export const tokyoDays = (first: string, count: number): string[] => Array.from({ length: count }, (_, i) => shiftTokyoDate(first, i));

/** The weekday (0 Sunday … 6 Saturday) of a Tokyo date 'YYYY-MM-DD'. */
export const tokyoWeekday = (date: string): number => tokyoParts(fromTokyo(date)).weekday;

/**
 * The starts of the whole hours of a window `start`–`end` ('HH:00'; '24:00' is the end of the day) on a Tokyo
 * date: '20:00'–'23:00' gives 20:00, 21:00 and 22:00.
 */
export function hourlySlots(date: string, start: string, end: string): Date[] {
  const first = Number(start.slice(0, 2));
  const last = Number(end.slice(0, 2));
  return Array.from({ length: Math.max(0, last - first) }, (_, i) => fromTokyo(`${date} ${pad(first + i)}:00`));
}

/**
 * An instant as a server's text names it (a mail, a refusal listing bookings): '12月8日(火) 19:00', Tokyo. The
 * screens format with the theme's `formatDayTimeWithWeekday`, which reads the same.
 */
export function tokyoDayTimeText(at: Date): string {
  const { date, time, weekday } = tokyoParts(at);
  return `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日(${WEEKDAYS_JA[weekday]}) ${time}`;
}
