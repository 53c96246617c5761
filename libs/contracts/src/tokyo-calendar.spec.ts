import {
  addTokyoDays,
  addTokyoMonths,
  endOfTokyoDate,
  fromTokyo,
  hourlySlots,
  shiftTokyoDate,
  tokyoDate,
  tokyoDayStart,
  tokyoDays,
  tokyoDaysBetween,
  tokyoMonth,
  tokyoMonthRange,
  tokyoParts,
  tokyoWeekday,
} from './tokyo-calendar';

// Instants are written with their Tokyo offset so each case reads as a member in Japan sees it.
const at = (tokyo: string) => new Date(`${tokyo}+09:00`);

describe('the Tokyo calendar (Asia/Tokyo)', () => {
  describe('day start', () => {
    it('given 08:30 Tokyo, when the day start is asked, then it is that day’s midnight in Tokyo', () => {
      expect(tokyoDayStart(at('2026-12-03T08:30:00'))).toEqual(at('2026-12-03T00:00:00'));
    });

    it('given 00:30 Tokyo (still the day before in UTC), then the day start is the Tokyo midnight just passed', () => {
      expect(tokyoDayStart(at('2026-12-03T00:30:00'))).toEqual(at('2026-12-03T00:00:00'));
      expect(tokyoDayStart(at('2026-12-03T23:59:59.999'))).toEqual(at('2026-12-03T00:00:00'));
    });

    it('given a Tokyo date, then its end is 23:59:59.999 Tokyo', () => {
      expect(endOfTokyoDate('2026-12-24')).toEqual(at('2026-12-24T23:59:59.999'));
    });

    it('answers plain Dates, whose ISO form is UTC', () => {
      expect(tokyoDayStart(at('2026-12-03T08:30:00')).toISOString()).toBe('2026-12-02T15:00:00.000Z');
      expect(Object.getPrototypeOf(addTokyoMonths(at('2026-12-03T08:30:00'), 1))).toBe(Date.prototype);
    });
  });

  describe('month', () => {
    it('given the first minutes of a Tokyo month (UTC still in the month before), then the month is the Tokyo one', () => {
      expect(tokyoMonth(at('2027-01-01T00:10:00'))).toBe('2027-01');
      expect(tokyoMonth(at('2026-12-31T23:59:00'))).toBe('2026-12');
    });

    it('given a month, when its range is asked, then it runs from its first Tokyo midnight to the next month’s', () => {
      expect(tokyoMonthRange('2026-12')).toEqual({ from: at('2026-12-01T00:00:00'), to: at('2027-01-01T00:00:00') });
      expect(tokyoMonthRange('2028-02')).toEqual({ from: at('2028-02-01T00:00:00'), to: at('2028-03-01T00:00:00') });
    });
  });

  describe('adding months, clamped to the month’s end', () => {
    it.each([
      ['1/31 + 1 month', '2027-01-31T10:00:00', 1, '2027-02-28T10:00:00'],
      ['1/31 + 1 month in a leap year', '2028-01-31T10:00:00', 1, '2028-02-29T10:00:00'],
      ['3/31 + 1 month', '2027-03-31T23:30:00', 1, '2027-04-30T23:30:00'],
      ['11/30 + 3 months, across the year end', '2026-11-30T12:00:00', 3, '2027-02-28T12:00:00'],
      ['12/15 + 1 month', '2026-12-15T09:00:00', 1, '2027-01-15T09:00:00'],
      ['1/31 00:30 (30 January in UTC) + 1 month', '2027-01-31T00:30:00', 1, '2027-02-28T00:30:00'],
      ['3/31 - 1 month', '2027-03-31T08:00:00', -1, '2027-02-28T08:00:00'],
    ])('given %s, then the Tokyo day and time are kept or the day is clamped', (_label, from, months, expected) => {
      expect(addTokyoMonths(at(from), months)).toEqual(at(expected));
    });

    it('given 12 monthly steps from 1/31, each counted from the start, then each lands on its month’s last day at most', () => {
      const from = at('2027-01-31T10:00:00');
      expect([1, 2, 3, 12].map((n) => tokyoDate(addTokyoMonths(from, n)))).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2028-01-31']);
    });
  });

  describe('days', () => {
    it('given 23:59 and 00:00 the next minute in Tokyo, then they are one Tokyo day apart although UTC sees the same day', () => {
      expect(tokyoDaysBetween(at('2026-12-18T23:59:00'), at('2026-12-19T00:00:00'))).toBe(1);
    });

    it('given 08:59 and 09:00 Tokyo (UTC’s midnight between them), then they are the same Tokyo day', () => {
      expect(tokyoDaysBetween(at('2026-12-19T08:59:00'), at('2026-12-19T09:00:00'))).toBe(0);
    });

    it('counts whole calendar days, backwards too, across a month end', () => {
      expect(tokyoDaysBetween(at('2026-11-30T20:00:00'), at('2026-12-08T01:00:00'))).toBe(8);
      expect(tokyoDaysBetween(at('2026-12-08T01:00:00'), at('2026-11-30T20:00:00'))).toBe(-8);
    });

    it('given an instant, when days are added, then the Tokyo wall-clock time is kept', () => {
      expect(addTokyoDays(at('2026-12-31T23:30:00'), 1)).toEqual(at('2027-01-01T23:30:00'));
      expect(addTokyoDays(at('2026-12-01T00:15:00'), -1)).toEqual(at('2026-11-30T00:15:00'));
    });

    it('given a Tokyo date, then the dates after it run across month and year ends', () => {
      expect(tokyoDays('2026-12-30', 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
      expect(shiftTokyoDate('2027-03-01', -1)).toBe('2027-02-28');
      expect(shiftTokyoDate('2026-11-28', 28)).toBe('2026-12-26');
    });
  });

  describe('parts and weekday', () => {
    it('given 15:30 UTC, then Tokyo reads 00:30 of the next day, a Wednesday', () => {
      expect(tokyoParts(new Date('2026-11-24T15:30:00Z'))).toEqual({ date: '2026-11-25', time: '00:30', weekday: 3, hour: 0, minute: 30 });
      expect(tokyoDate(new Date('2026-11-24T15:30:00Z'))).toBe('2026-11-25');
    });

    it('given a Tokyo date, then its weekday is Tokyo’s (Sunday 0)', () => {
      expect(tokyoWeekday('2026-11-25')).toBe(3);
      expect(tokyoWeekday('2026-11-29')).toBe(0);
      expect(tokyoWeekday('2026-12-05')).toBe(6);
    });
  });

  describe('parsing Tokyo wall-clock text', () => {
    it("given 'YYYY-MM-DD HH:mm', then it is that time in Tokyo", () => {
      expect(fromTokyo('2026-11-25 00:30').toISOString()).toBe('2026-11-24T15:30:00.000Z');
      expect(fromTokyo('2026-11-25 20:00')).toEqual(at('2026-11-25T20:00:00'));
    });

    it("given a datetime-local value 'YYYY-MM-DDTHH:mm' or a bare date, then the same (a bare date is its midnight)", () => {
      expect(fromTokyo('2026-12-01T00:00').toISOString()).toBe('2026-11-30T15:00:00.000Z');
      expect(fromTokyo('2026-12-01')).toEqual(at('2026-12-01T00:00:00'));
    });

    it("given '24:00', then it is the next day's midnight; given another shape, an invalid Date", () => {
      expect(fromTokyo('2026-12-31 24:00')).toEqual(at('2027-01-01T00:00:00'));
      expect(Number.isNaN(fromTokyo('2026/12/01 10:00').getTime())).toBe(true);
      expect(Number.isNaN(fromTokyo('').getTime())).toBe(true);
    });

    it('round-trips: the parts of a parsed time are the text it came from', () => {
      const parts = tokyoParts(fromTokyo('2027-02-28 23:00'));
      expect(`${parts.date} ${parts.time}`).toBe('2027-02-28 23:00');
    });
  });

  describe('hourly slots', () => {
    it('given a window 20:00–23:00 on a Tokyo date, then each whole hour inside it starts a slot', () => {
      expect(hourlySlots('2026-11-25', '20:00', '23:00')).toEqual([at('2026-11-25T20:00:00'), at('2026-11-25T21:00:00'), at('2026-11-25T22:00:00')]);
    });

    it('given a window to 24:00, then the last slot is 23:00 of the same date', () => {
      expect(hourlySlots('2026-11-25', '22:00', '24:00').map((d) => `${tokyoParts(d).date} ${tokyoParts(d).time}`)).toEqual(['2026-11-25 22:00', '2026-11-25 23:00']);
    });

    it('given an empty or reversed window, then there are none', () => {
      expect(hourlySlots('2026-11-25', '10:00', '10:00')).toEqual([]);
      expect(hourlySlots('2026-11-25', '12:00', '10:00')).toEqual([]);
    });
  });
});
