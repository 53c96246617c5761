import { addTokyoDays, fromTokyo, tokyoDate, tokyoDays, tokyoDaysBetween, tokyoWeekday } from '@coaching/contracts';
import { withinWeeklyHours, type WeeklyWindow } from './weekly-hours';

// A coach's working hours (issue 30): the weekly hours he keeps, minus his days off (休み, whole Tokyo days). What a
// member (make-ups) and a visitor (trials) are offered, and what a booking is checked against on the server.
// Asia/Tokyo has no daylight saving: a Tokyo day is always 24 hours, from 00:00 +09:00.

export interface TimeSpan {
  startsAt: Date;
  endsAt: Date;
}

/** A day off as a span: the whole Tokyo day `YYYY-MM-DD`. */
export const dayOffSpan = (day: string): TimeSpan => {
  const startsAt = fromTokyo(day);
  return { startsAt, endsAt: addTokyoDays(startsAt, 1) };
};

/** Whether [startsAt, endsAt) touches one of the days off. */
export const onDayOff = (daysOff: readonly string[], startsAt: Date, endsAt: Date): boolean =>
  daysOff.some((day) => {
    const off = dayOffSpan(day);
    return off.startsAt < endsAt && off.endsAt > startsAt;
  });

/** Whether [startsAt, endsAt) lies inside the weekly hours and on no day off. */
export const withinWorkingHours = (weekly: readonly WeeklyWindow[], daysOff: readonly string[], startsAt: Date, endsAt: Date): boolean =>
  withinWeeklyHours(weekly, startsAt, endsAt) && !onDayOff(daysOff, startsAt, endsAt);

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The working hours over [from, to) as concrete spans, earliest first: each Tokyo day's weekly windows, none on a day
 * off, spans that meet (a window to 24:00 and the next day's from 00:00) joined into one, clipped to [from, to).
 */
export function workingSpans(weekly: readonly WeeklyWindow[], daysOff: readonly string[], from: Date, to: Date): TimeSpan[] {
  if (to <= from) return [];
  const off = new Set(daysOff);
  const raw: TimeSpan[] = [];
  for (const day of tokyoDays(tokyoDate(from), tokyoDaysBetween(from, to) + 1)) {
    if (off.has(day)) continue;
    const dayStart = fromTokyo(day);
    const weekday = tokyoWeekday(day);
    for (const w of weekly) {
      if (w.weekday !== weekday) continue;
      raw.push({ startsAt: new Date(dayStart.getTime() + minutesOf(w.start) * 60_000), endsAt: new Date(dayStart.getTime() + minutesOf(w.end) * 60_000) });
    }
  }
  raw.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const merged: TimeSpan[] = [];
  for (const span of raw) {
    const last = merged.at(-1);
    if (last && span.startsAt <= last.endsAt) {
      if (span.endsAt > last.endsAt) last.endsAt = span.endsAt;
    } else merged.push({ ...span });
  }
  return merged
    .map((s) => ({ startsAt: s.startsAt < from ? from : s.startsAt, endsAt: s.endsAt > to ? to : s.endsAt }))
    .filter((s) => s.startsAt < s.endsAt);
}

/** Whether [startsAt, endsAt) lies wholly inside one of the spans (`workingSpans` joins those that meet). */
export const insideSpans = (spans: readonly TimeSpan[], startsAt: Date, endsAt: Date): boolean => spans.some((s) => s.startsAt <= startsAt && s.endsAt >= endsAt);
