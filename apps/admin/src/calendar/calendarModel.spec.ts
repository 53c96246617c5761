import { describe, expect, it } from '@jest/globals';
import { nextSevenDays, visibleRange } from './calendarModel';

describe("the dashboard's next 7 days, in Tokyo", () => {
  it('given a Sunday evening in Tokyo, when the range is taken, then it runs from now to the end of the next Saturday, not to the end of Sunday', () => {
    // Sunday 2026-11-29 21:00 in Tokyo (12:00 UTC): the Monday-first week ends three hours later.
    const now = new Date('2026-11-29T12:00:00Z');
    expect(nextSevenDays(now)).toEqual({ start: now, end: new Date('2026-12-05T15:00:00Z') }); // 12-06 00:00 Tokyo
    expect(visibleRange(now, 'week').end).toEqual(new Date('2026-11-29T15:00:00Z'));
  });

  it('given a moment that is already the next day in Tokyo but not in UTC, when the range is taken, then the seven days are counted from the Tokyo day', () => {
    // Monday 2026-11-30 08:00 in Tokyo is still Sunday 23:00 UTC.
    const now = new Date('2026-11-29T23:00:00Z');
    expect(nextSevenDays(now).end).toEqual(new Date('2026-12-06T15:00:00Z')); // 12-07 00:00 Tokyo
  });

  it('given a lesson at 23:30 Tokyo on the seventh day, when the range is taken, then it is inside; the eighth day at 00:00 is not', () => {
    const { start, end } = nextSevenDays(new Date('2026-11-29T12:00:00Z'));
    const inside = (at: string) => new Date(at) >= start && new Date(at) < end;
    expect(inside('2026-12-05T14:30:00Z')).toBe(true); // Saturday 12-05 23:30 Tokyo
    expect(inside('2026-12-05T15:00:00Z')).toBe(false); // Sunday 12-06 00:00 Tokyo
    expect(inside('2026-11-29T11:59:00Z')).toBe(false); // a minute ago
  });
});
