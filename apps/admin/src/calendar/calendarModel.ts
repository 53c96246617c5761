import { addTokyoDays, fromTokyo, TIME_ZONE, tokyoDayStart, tokyoParts, type WeeklyHours } from '@coaching/contracts';

// What the back office's calendars (lessons, trials) compute, on contracts' Tokyo calendar: times in Asia/Tokyo
// whatever the operator's zone, the visible range of a week or a day, and weekly hours laid over that range.

export const TOKYO = TIME_ZONE;

export type CalendarView = 'week' | 'day';

/** The instants the calendar shows: the Tokyo week (Monday first) or day around `date`. */
export function visibleRange(date: Date, view: CalendarView): { start: Date; end: Date } {
  const day = tokyoDayStart(date);
  if (view === 'day') return { start: day, end: addTokyoDays(day, 1) };
  const start = addTokyoDays(day, -((tokyoParts(day).weekday + 6) % 7)); // Sunday 0 … Saturday 6; the week starts on Monday
  return { start, end: addTokyoDays(start, 7) };
}

/**
 * The dashboard's 「今後7日間」: from now to the end of the seventh Tokyo day counting today (issue 33: 「今週」 read 0 on a
 * Sunday evening while the next days were full; a count of what is coming says "the next 7 days" and means it).
 */
export function nextSevenDays(now: Date): { start: Date; end: Date } {
  return { start: now, end: addTokyoDays(tokyoDayStart(now), 7) };
}

/** Weekly hours (Tokyo wall clock) as the windows they fall on within a range: a calendar's background. */
export function availabilityWindows(hours: readonly Pick<WeeklyHours, 'weekday' | 'start' | 'end'>[], range: { start: Date; end: Date }): { start: Date; end: Date }[] {
  const windows: { start: Date; end: Date }[] = [];
  for (let day = tokyoDayStart(range.start); day < range.end; day = addTokyoDays(day, 1)) {
    const { date, weekday } = tokyoParts(day);
    // '24:00' ends the window at the next midnight.
    for (const h of hours.filter((w) => w.weekday === weekday)) windows.push({ start: fromTokyo(`${date} ${h.start}`), end: fromTokyo(`${date} ${h.end}`) });
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
