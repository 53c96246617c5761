import { dayOffSpan, insideSpans, onDayOff, withinWorkingHours, workingSpans } from './working-hours';
import { freeMakeUpHours } from './make-up-hours';

// 2026-12-07 is a Monday. Tokyo is UTC+9 all year (no daylight saving).
const at = (iso: string) => new Date(iso);
const MON_EVENINGS = [{ weekday: 1, start: '19:00', end: '23:00' }];
const spanText = (spans: { startsAt: Date; endsAt: Date }[]) => spans.map((s) => `${s.startsAt.toISOString()}/${s.endsAt.toISOString()}`);

describe('a coach’s working hours: weekly hours minus days off (Asia/Tokyo)', () => {
  it('given Monday 19:00–23:00 and no day off, when a lesson is Monday 19:00–20:00 Tokyo, then it is inside', () => {
    expect(withinWorkingHours(MON_EVENINGS, [], at('2026-12-07T10:00:00+00:00'), at('2026-12-07T11:00:00Z'))).toBe(true);
  });

  it('given Monday 2026-12-07 off, when a lesson is that Monday 19:00–20:00 Tokyo, then it is outside, and the next Monday is still inside', () => {
    expect(withinWorkingHours(MON_EVENINGS, ['2026-12-07'], at('2026-12-07T10:00:00Z'), at('2026-12-07T11:00:00Z'))).toBe(false);
    expect(withinWorkingHours(MON_EVENINGS, ['2026-12-07'], at('2026-12-14T10:00:00Z'), at('2026-12-14T11:00:00Z'))).toBe(true);
  });

  it('given a day off, when it is read as a span, then it is the Tokyo day: 00:00 +09:00 to the next 00:00 +09:00, 24 hours', () => {
    const off = dayOffSpan('2026-12-07');
    expect(off.startsAt.toISOString()).toBe('2026-12-06T15:00:00.000Z');
    expect(off.endsAt.getTime() - off.startsAt.getTime()).toBe(24 * 3600_000);
  });

  it('given Tuesday off, when a lesson runs Monday 23:30 to Tuesday 00:30 Tokyo, then it touches the day off; one ending at Tuesday 00:00 does not', () => {
    expect(onDayOff(['2026-12-08'], at('2026-12-07T14:30:00Z'), at('2026-12-07T15:30:00Z'))).toBe(true);
    expect(onDayOff(['2026-12-08'], at('2026-12-07T14:00:00Z'), at('2026-12-07T15:00:00Z'))).toBe(false);
  });

  it('counts the day off in Tokyo, not UTC: Monday 08:00 Tokyo (Sunday 23:00 UTC) is on Monday’s day off', () => {
    expect(onDayOff(['2026-12-07'], at('2026-12-06T23:00:00Z'), at('2026-12-07T00:00:00Z'))).toBe(true);
    expect(onDayOff(['2026-12-06'], at('2026-12-06T23:00:00Z'), at('2026-12-07T00:00:00Z'))).toBe(false);
  });

  it('given windows over two Mondays with the first off, when the spans of the fortnight are asked, then only the second Monday’s window is there', () => {
    const spans = workingSpans(MON_EVENINGS, ['2026-12-07'], at('2026-12-06T15:00:00Z'), at('2026-12-20T15:00:00Z'));
    expect(spanText(spans)).toEqual(['2026-12-14T10:00:00.000Z/2026-12-14T14:00:00.000Z']);
  });

  it('given windows that meet at midnight, when the spans are asked, then they are one span across midnight; a day off between cuts it', () => {
    const weekly = [
      { weekday: 1, start: '22:00', end: '24:00' },
      { weekday: 2, start: '00:00', end: '02:00' },
    ];
    const from = at('2026-12-06T15:00:00Z');
    const to = at('2026-12-08T15:00:00Z');
    expect(spanText(workingSpans(weekly, [], from, to))).toEqual(['2026-12-07T13:00:00.000Z/2026-12-07T17:00:00.000Z']);
    expect(spanText(workingSpans(weekly, ['2026-12-08'], from, to))).toEqual(['2026-12-07T13:00:00.000Z/2026-12-07T15:00:00.000Z']);
  });

  it('given a window, when the range starts inside it, then the span is clipped to the range', () => {
    expect(spanText(workingSpans(MON_EVENINGS, [], at('2026-12-07T11:00:00Z'), at('2026-12-07T12:00:00Z')))).toEqual(['2026-12-07T11:00:00.000Z/2026-12-07T12:00:00.000Z']);
  });

  it('given spans, a stretch is inside only when one span holds it whole', () => {
    const spans = workingSpans(MON_EVENINGS, [], at('2026-12-06T15:00:00Z'), at('2026-12-07T15:00:00Z'));
    expect(insideSpans(spans, at('2026-12-07T13:00:00Z'), at('2026-12-07T14:00:00Z'))).toBe(true);
    expect(insideSpans(spans, at('2026-12-07T13:30:00Z'), at('2026-12-07T14:30:00Z'))).toBe(false);
  });

  it('given a day off inside a make-up window, when the free make-up hours are listed, then none falls on that day', () => {
    const allDay = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '10:00', end: '12:00' }));
    const hours = freeMakeUpHours({ weeklyHours: allDay, daysOff: ['2026-12-08'], taken: [], now: at('2026-12-07T00:00:00Z'), until: at('2026-12-09T03:00:00Z'), minutes: 60 });
    expect(hours.map((h) => h.startsAt.toISOString())).toEqual(['2026-12-07T01:00:00.000Z', '2026-12-07T02:00:00.000Z', '2026-12-09T01:00:00.000Z', '2026-12-09T02:00:00.000Z']);
  });
});
