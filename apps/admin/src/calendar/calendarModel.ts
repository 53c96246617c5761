import type { WeeklyHours } from '@coaching/contracts';
import { DateTime } from 'luxon';

// What the back office's calendars (lessons, trials) compute: times in Asia/Tokyo whatever the operator's
// zone, the visible range of a week or a day, and weekly hours laid over that range.

export const TOKYO = 'Asia/Tokyo';

export type CalendarView = 'week' | 'day';

/** The instants the calendar shows: the Tokyo week (Monday first) or day around `date`. */
export function visibleRange(date: Date, view: CalendarView): { start: Date; end: Date } {
  const at = DateTime.fromJSDate(date, { zone: TOKYO });
  const start = view === 'week' ? at.startOf('week') : at.startOf('day');
  return { start: start.toJSDate(), end: start.plus(view === 'week' ? { weeks: 1 } : { days: 1 }).toJSDate() };
}

/** The Tokyo day (`YYYY-MM-DD`) an instant falls on. */
export const tokyoDay = (at: Date) => DateTime.fromJSDate(at, { zone: TOKYO }).toFormat('yyyy-MM-dd');

/** Weekly hours (Tokyo wall clock) as the windows they fall on within a range: a calendar's background. */
export function availabilityWindows(hours: readonly Pick<WeeklyHours, 'weekday' | 'start' | 'end'>[], range: { start: Date; end: Date }): { start: Date; end: Date }[] {
  const windows: { start: Date; end: Date }[] = [];
  let day = DateTime.fromJSDate(range.start, { zone: TOKYO }).startOf('day');
  const last = DateTime.fromJSDate(range.end, { zone: TOKYO });
  while (day < last) {
    const weekday = day.weekday % 7; // luxon: Monday 1 … Sunday 7; ours: Sunday 0 … Saturday 6
    for (const h of hours.filter((w) => w.weekday === weekday)) {
      const [sh, sm] = h.start.split(':').map(Number);
      const [eh, em] = h.end.split(':').map(Number);
      windows.push({ start: day.set({ hour: sh, minute: sm }).toJSDate(), end: day.plus({ minutes: eh * 60 + em }).toJSDate() });
    }
    day = day.plus({ days: 1 });
  }
  return windows;
}

/** Overlapping or touching windows joined into one (several coaches' hours shade the grid once). */
export function mergedWindows(windows: readonly { start: Date; end: Date }[]): { start: Date; end: Date }[] {
  const sorted = [...windows].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: { start: Date; end: Date }[] = [];
  for (const w of sorted) {
    const last = merged[merged.length - 1];
    if (last && w.start.getTime() <= last.end.getTime()) {
      if (w.end.getTime() > last.end.getTime()) last.end = w.end;
    } else merged.push({ start: w.start, end: w.end });
  }
  return merged;
}
