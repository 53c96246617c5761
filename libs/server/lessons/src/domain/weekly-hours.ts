// A coach's weekly hours (issue 10): windows of a Tokyo weekday, 'HH:mm' to 'HH:mm' ('24:00' is the end of the
// day). A lesson is in the coach's free time when it lies wholly inside the coach's hours: one window, or windows
// that meet (a day's window to 24:00 and the next day's from 00:00 let a lesson cross midnight).
const TOKYO_OFFSET_MS = 9 * 3600 * 1000;

export interface WeeklyWindow {
  weekday: number;
  start: string;
  end: string;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The Tokyo weekday (0 Sunday) and minute of the day of `at`. */
export function tokyoWeekdayMinute(at: Date): { weekday: number; minute: number } {
  const local = new Date(at.getTime() + TOKYO_OFFSET_MS);
  return { weekday: local.getUTCDay(), minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const WEEK_MINUTES = 7 * 24 * 60;

/** Whether [startsAt, endsAt) lies inside the windows, counted on the Tokyo week (Saturday night runs into Sunday). */
export function withinWeeklyHours(windows: readonly WeeklyWindow[], startsAt: Date, endsAt: Date): boolean {
  const start = tokyoWeekdayMinute(startsAt);
  const length = (endsAt.getTime() - startsAt.getTime()) / 60_000;
  if (length <= 0 || windows.length === 0) return false;
  // The windows as minutes of the week, twice over, so a stretch across Saturday midnight is still one stretch.
  const spans = [0, WEEK_MINUTES]
    .flatMap((shift) => windows.map((w) => [shift + w.weekday * 1440 + minutesOf(w.start), shift + w.weekday * 1440 + minutesOf(w.end)] as const))
    .sort((a, b) => a[0] - b[0]);
  let from = start.weekday * 1440 + start.minute;
  const to = from + length;
  for (const [spanStart, spanEnd] of spans) {
    if (spanStart > from) return false;
    if (spanEnd > from) from = spanEnd;
    if (from >= to) return true;
  }
  return false;
}
