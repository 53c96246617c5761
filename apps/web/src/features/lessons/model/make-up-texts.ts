import { MakeUpMessages, type MakeUpHour } from '@coaching/contracts';
import { ApiError } from '../../../lib/http';

// What the make-up dialog says: the free hours grouped by their Tokyo day with the weekday, the deadline, and a
// refusal in the server's words. Asia/Tokyo whatever the browser's zone; pure, so it is tested beside.

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;
const EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const tokyo = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', weekday: 'short' });

function wallClock(value: string) {
  const p = Object.fromEntries(tokyo.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month.padStart(2, '0')}-${p.day.padStart(2, '0')}`, day: `${Number(p.month)}月${Number(p.day)}日（${WEEKDAYS[EN.indexOf(p.weekday)]}）`, time: `${p.hour}:${p.minute}` };
}

/** 12月8日（火） 18:00 */
export const makeUpDateTime = (value: string) => {
  const c = wallClock(value);
  return `${c.day} ${c.time}`;
};

/** 振替期限：12月15日（火） 20:00まで */
export const makeUpDeadline = (makeUpBy: string) => `振替期限：${makeUpDateTime(makeUpBy)}まで`;

/** 12月8日（火） 18:00〜19:00 (the end's day too when it is another day). */
export function makeUpRange(hour: MakeUpHour): string {
  const from = wallClock(hour.started_at);
  const to = wallClock(hour.ended_at);
  return `${from.day} ${from.time}〜${to.date === from.date ? '' : `${to.day} `}${to.time}`;
}

export interface MakeUpDay {
  /** YYYY-MM-DD in Tokyo. */
  date: string;
  /** 12月8日（火） */
  label: string;
  hours: (MakeUpHour & { label: string })[];
}

/** The free hours by Tokyo day, in the order given (earliest first); each hour labelled 18:00〜19:00. */
export function makeUpDays(hours: readonly MakeUpHour[]): MakeUpDay[] {
  const days: MakeUpDay[] = [];
  for (const hour of hours) {
    const from = wallClock(hour.started_at);
    const to = wallClock(hour.ended_at);
    let day = days.at(-1);
    if (!day || day.date !== from.date) days.push((day = { date: from.date, label: from.day, hours: [] }));
    day.hours.push({ ...hour, label: `${from.time}〜${to.time}` });
  }
  return days;
}

/** A refused booking: the server's words (the hour was taken, the credit used) or the fallback; `retake` when the hours changed under the member. */
export function makeUpRefusal(error: unknown): { message: string; retake: boolean } {
  const server = error instanceof ApiError ? (error.fieldError('starts_at') ?? error.serverMessage) : undefined;
  return { message: server ?? MakeUpMessages.bookFailed, retake: error instanceof ApiError && error.status === 409 };
}
