import { type AgendaEntry, fromTokyo, shiftTokyoDate, tokyoDate, tokyoWeekday } from '@coaching/contracts';
import { formatTokyoDayKey } from '@coaching/web-theme';

// What the agenda screen computes: the Tokyo days a view shows, and the entries of each day.

export type AgendaView = 'day' | 'week';

export interface AgendaSpan {
  from: string;
  to: string;
  days: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` from the address, when it is a real day; else today in Tokyo. */
export function agendaDay(text: string | null, now = new Date()): string {
  return text && DAY.test(text) && shiftTokyoDate(text, 0) === text ? text : tokyoDate(now);
}

/** The days a view shows: the day itself, or its week from Monday to Sunday (Tokyo). */
export function agendaSpan(view: AgendaView, day: string): AgendaSpan {
  const first = view === 'day' ? day : shiftTokyoDate(day, -((tokyoWeekday(day) + 6) % 7));
  const days = Array.from({ length: view === 'day' ? 1 : 7 }, (_, i) => shiftTokyoDate(first, i));
  return { from: days[0], to: days[days.length - 1], days };
}

/** The day a step back or forward shows: a day, or a week. */
export const stepDay = (view: AgendaView, day: string, direction: -1 | 1) => shiftTokyoDate(day, direction * (view === 'day' ? 1 : 7));

/** The entries of each day of the span, in the order the server gives (time order). */
export function entriesByDay(entries: readonly AgendaEntry[], days: readonly string[]): Map<string, AgendaEntry[]> {
  const byDay = new Map<string, AgendaEntry[]>(days.map((day) => [day, []]));
  for (const entry of entries) byDay.get(formatTokyoDayKey(entry.starts_at))?.push(entry);
  return byDay;
}

/** The instant a Tokyo day begins, for the formatters. */
export const dayStart = (day: string) => fromTokyo(day);

/** Whether the entry has begun, so its attendance may be recorded. */
export const hasBegun = (entry: Pick<AgendaEntry, 'starts_at'>, now = Date.now()) => Date.parse(entry.starts_at) <= now;
