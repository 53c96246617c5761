import { withinWeeklyHours } from './weekly-hours';

describe('a coach’s weekly hours (Asia/Tokyo)', () => {
  const hours = [
    { weekday: 1, start: '19:00', end: '23:00' },
    { weekday: 6, start: '22:00', end: '24:00' },
  ];
  const at = (iso: string) => new Date(iso);

  it('given Monday 19:00–23:00, a lesson Monday 19:00–20:00 Tokyo is inside', () => {
    expect(withinWeeklyHours(hours, at('2026-11-30T10:00:00Z'), at('2026-11-30T11:00:00Z'))).toBe(true);
  });

  it('given Monday 19:00–23:00, a lesson ending at 23:00 is inside and one ending at 23:30 is not', () => {
    expect(withinWeeklyHours(hours, at('2026-11-30T13:00:00Z'), at('2026-11-30T14:00:00Z'))).toBe(true);
    expect(withinWeeklyHours(hours, at('2026-11-30T13:30:00Z'), at('2026-11-30T14:30:00Z'))).toBe(false);
  });

  it('counts the weekday in Tokyo, not UTC: Monday 08:00 Tokyo is Sunday in UTC and outside', () => {
    expect(withinWeeklyHours(hours, at('2026-11-29T23:00:00Z'), at('2026-11-30T00:00:00Z'))).toBe(false);
  });

  it('takes 24:00 as the end of the day: Saturday 23:00–24:00 is inside', () => {
    expect(withinWeeklyHours(hours, at('2026-12-05T14:00:00Z'), at('2026-12-05T15:00:00Z'))).toBe(true);
  });

  it('refuses every time when the coach has no hours', () => {
    expect(withinWeeklyHours([], at('2026-11-30T10:00:00Z'), at('2026-11-30T11:00:00Z'))).toBe(false);
  });

  it('given Saturday to 24:00 but no Sunday hours, a lesson Saturday 23:30–00:30 is outside', () => {
    expect(withinWeeklyHours(hours, at('2026-12-05T14:30:00Z'), at('2026-12-05T15:30:00Z'))).toBe(false);
  });

  it('given windows that meet at midnight, a lesson across midnight is inside, also from Saturday into Sunday', () => {
    const allWeek = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '00:00', end: '24:00' }));
    expect(withinWeeklyHours(allWeek, at('2026-11-30T14:30:00Z'), at('2026-11-30T15:30:00Z'))).toBe(true);
    expect(withinWeeklyHours(allWeek, at('2026-12-05T14:30:00Z'), at('2026-12-05T15:30:00Z'))).toBe(true);
  });

  it('given two windows with a gap between them, a lesson over the gap is outside', () => {
    const split = [
      { weekday: 2, start: '18:00', end: '19:00' },
      { weekday: 2, start: '19:30', end: '22:00' },
    ];
    expect(withinWeeklyHours(split, at('2026-12-01T09:30:00Z'), at('2026-12-01T10:30:00Z'))).toBe(false);
    expect(withinWeeklyHours(split, at('2026-12-01T10:30:00Z'), at('2026-12-01T11:30:00Z'))).toBe(true);
  });
});
