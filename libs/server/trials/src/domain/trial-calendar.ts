/** Asia/Tokyo has no daylight saving: its wall clock is UTC shifted by nine hours. */
const TOKYO_OFFSET_MS = 9 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant of a Tokyo wall-clock `YYYY-MM-DD HH:mm` (or `YYYY-MM-DD`, midnight). */
export function fromTokyo(text: string): Date {
  const [date, time = '00:00'] = text.split(' ');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi) - TOKYO_OFFSET_MS);
}

/** The Tokyo wall clock of an instant. */
export function tokyoParts(at: Date): { date: string; time: string; weekday: number; hour: number; minute: number } {
  const local = new Date(at.getTime() + TOKYO_OFFSET_MS);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** `11/25` and `水` for the schedule's columns. */
export function tokyoDayLabel(date: string): { week: string; date: string } {
  const [, mo, d] = date.split('-').map(Number);
  return { week: WEEKDAYS[tokyoParts(fromTokyo(date)).weekday], date: `${mo}/${d}` };
}

/** The Tokyo days `[first, first + count)` as `YYYY-MM-DD`. */
export function tokyoDays(first: string, count: number): string[] {
  const start = fromTokyo(first).getTime();
  return Array.from({ length: count }, (_, i) => tokyoParts(new Date(start + i * DAY_MS)).date);
}

/** The hourly slot starts of a weekly window `start`–`end` ('HH:00') on a Tokyo day, each a full hour inside it. */
export function hourlySlots(day: string, start: string, end: string): Date[] {
  const first = Number(start.slice(0, 2));
  const last = Number(end.slice(0, 2)); // '24:00' → 24
  const midnight = fromTokyo(day).getTime();
  return Array.from({ length: Math.max(0, last - first) }, (_, i) => new Date(midnight + (first + i) * HOUR_MS));
}

export const addMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
export const weekdayOf = (day: string) => tokyoParts(fromTokyo(day)).weekday;
