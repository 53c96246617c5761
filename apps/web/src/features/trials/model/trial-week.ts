import { shiftTokyoDate, type TrialSchedule } from '@coaching/contracts';

// The calendar's weeks, on contracts' Tokyo calendar whatever the browser's zone.

/** Spec: a week from `start`; the school offers four weeks ahead (the server's booking horizon). */
export const WEEKS_OFFERED = 4;

/** The week's first days the calendar may show (Tokyo dates): this week from `today` and the next ones up to the horizon. */
export function weekStarts(today: string): string[] {
  return Array.from({ length: WEEKS_OFFERED }, (_, i) => shiftTokyoDate(today, i * 7));
}

/** `2026-11-28 20:00` as the API takes it. */
export const slotStart = (day: string, time: string) => `${day} ${time}`;

/** `11月28日(土) 20:00〜21:00` for a slot. */
export function slotLabel(day: string, time: string, week: string): string {
  const [, month, date] = day.split('-').map(Number);
  const hour = Number(time.slice(0, 2));
  return `${month}月${date}日(${week}) ${time}〜${String(hour + 1).padStart(2, '0')}:00`;
}

/** How many open seats a week has in all (0: nothing to choose this week). */
export const openSeats = (schedule: TrialSchedule | undefined) =>
  Object.values(schedule ?? {}).reduce((sum, day) => sum + Object.values(day.schedules).reduce((a, b) => a + b, 0), 0);
