import { tokyoParts } from '@coaching/contracts';

// A coach's weekly hours (issue 10): windows of a Tokyo weekday, 'HH:mm' to 'HH:mm' ('24:00' is the end of the
// day). A lesson is in the coach's free time when it lies wholly inside the coach's hours: one window, or windows
// that meet (a day's window to 24:00 and the next day's from 00:00 let a lesson cross midnight).

export interface WeeklyWindow {
  weekday: number;
  start: string;
  end: string;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const WEEK_MINUTES = 7 * 24 * 60;

/** Whether [startsAt, endsAt) lies inside the windows, counted on the Tokyo week (Saturday night runs into Sunday). */
export function withinWeeklyHours(windows: readonly WeeklyWindow[], startsAt: Date, endsAt: Date): boolean {
  const { weekday, hour, minute } = tokyoParts(startsAt);
  const length = (endsAt.getTime() - startsAt.getTime()) / 60_000;
  if (length <= 0 || windows.length === 0) return false;
  // The windows as minutes of the week, twice over, so a stretch across Saturday midnight is still one stretch.
  const spans = [0, WEEK_MINUTES]
    .flatMap((shift) => windows.map((w) => [shift + w.weekday * 1440 + minutesOf(w.start), shift + w.weekday * 1440 + minutesOf(w.end)] as const))
    .sort((a, b) => a[0] - b[0]);
  let from = weekday * 1440 + hour * 60 + minute;
  const to = from + length;
  for (const [spanStart, spanEnd] of spans) {
    if (spanStart > from) return false;
    if (spanEnd > from) from = spanEnd;
    if (from >= to) return true;
  }
  return false;
}
