const dateTime = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
const date = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' });

/** 2026/11/22 10:30, in Asia/Tokyo whatever the browser's zone. */
export const formatDateTime = (value: string | Date) => dateTime.format(new Date(value));
/** 2026年11月22日, in Asia/Tokyo. */
export const formatDate = (value: string | Date) => date.format(new Date(value));
/** 22,000円 */
export const formatYen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;

const dayWithWeekday = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', month: 'long', day: 'numeric', weekday: 'short' });
const clock = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const tokyoDayKey = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 2026-12-03: the Tokyo day of a time, to group times by day. */
export const formatTokyoDayKey = (value: string | Date) => tokyoDayKey.format(new Date(value));
/** 12月3日(木), in Asia/Tokyo: the day of a lesson or a deadline as members read it. */
export const formatDayWithWeekday = (value: string | Date) => dayWithWeekday.format(new Date(value));
/** 20:00, in Asia/Tokyo (00:30 after midnight, never 24:30). */
export const formatClock = (value: string | Date) => clock.format(new Date(value));
/** 12月1日(火) 23:59, in Asia/Tokyo. */
export const formatDayTimeWithWeekday = (value: string | Date) => `${formatDayWithWeekday(value)} ${formatClock(value)}`;
/**
 * A span of time with its weekday, in Asia/Tokyo: 12月3日(木) 20:00〜21:00; the end's day is written only when it
 * is another day (12月3日(木) 23:30〜12月4日(金) 00:30).
 */
export function formatTimeRangeWithWeekday(start: string | Date, end: string | Date): string {
  const sameDay = tokyoDayKey.format(new Date(start)) === tokyoDayKey.format(new Date(end));
  return `${formatDayTimeWithWeekday(start)}〜${sameDay ? formatClock(end) : formatDayTimeWithWeekday(end)}`;
}
