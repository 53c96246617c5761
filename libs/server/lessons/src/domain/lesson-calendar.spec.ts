import { cancelDeadline, makeUpDeadline, tokyoDayStart, tokyoMonth, tokyoMonthRange } from './lesson-calendar';

// Times are written in Tokyo (+09:00) so each case reads as the member sees it.
const at = (tokyo: string) => new Date(`${tokyo}+09:00`);

describe('lesson calendar (Asia/Tokyo)', () => {
  it('starts a Tokyo day at midnight in Tokyo, whatever the UTC date', () => {
    expect(tokyoDayStart(at('2026-12-03T08:30:00'))).toEqual(at('2026-12-03T00:00:00'));
    // 00:30 in Tokyo is still the previous day in UTC.
    expect(tokyoDayStart(at('2026-12-03T00:30:00'))).toEqual(at('2026-12-03T00:00:00'));
    expect(tokyoDayStart(at('2026-12-03T23:59:59'))).toEqual(at('2026-12-03T00:00:00'));
  });

  it('names the Tokyo month, also in the hours where UTC is still in the month before', () => {
    expect(tokyoMonth(at('2027-01-01T00:10:00'))).toBe('2027-01');
    expect(tokyoMonth(at('2026-12-31T23:59:00'))).toBe('2026-12');
    expect(tokyoMonthRange('2026-12')).toEqual({ from: at('2026-12-01T00:00:00'), to: at('2027-01-01T00:00:00') });
  });

  describe('cancel deadline: 23:59 two days before the lesson day', () => {
    it.each([
      ['a lesson on the 3rd (evening)', '2026-12-03T20:00:00', '2026-12-02T00:00:00'],
      ['a lesson just after midnight', '2026-12-03T00:30:00', '2026-12-02T00:00:00'],
      ['a lesson on the 1st: across the month end', '2026-12-01T19:00:00', '2026-11-30T00:00:00'],
      ['a lesson on 2 January: across the year end', '2027-01-02T10:00:00', '2027-01-01T00:00:00'],
      ['a lesson on 1 January', '2027-01-01T21:00:00', '2026-12-31T00:00:00'],
      ['a lesson on 1 March after a 28-day February', '2027-03-01T20:00:00', '2027-02-28T00:00:00'],
    ])('%s closes at the midnight beginning the day before', (_label, lesson, closes) => {
      expect(cancelDeadline(at(lesson))).toEqual(at(closes));
    });
  });

  it('lets a make-up lesson start up to one week after the lesson it replaces', () => {
    expect(makeUpDeadline(at('2026-12-30T20:00:00'))).toEqual(at('2027-01-06T20:00:00'));
  });
});
