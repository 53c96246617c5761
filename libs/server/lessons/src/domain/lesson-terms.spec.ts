import { cancelDeadline, makeUpDeadline, memberCancelRefusal, tokyoMonthLabel } from './lesson-terms';

// Times are written in Tokyo (+09:00) so each case reads as the member sees it.
const at = (tokyo: string) => new Date(`${tokyo}+09:00`);

describe('lesson terms (Asia/Tokyo days)', () => {
  it('names a Tokyo month as members read it', () => {
    expect(tokyoMonthLabel('2026-12')).toBe('2026年12月');
    expect(tokyoMonthLabel('2027-01')).toBe('2027年1月');
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

  describe("Premium's cancel deadline (spec §9: make-up of a lesson the day before): 23:59 the day before", () => {
    it.each([
      ['a lesson on the 3rd (evening)', '2026-12-03T20:00:00', '2026-12-03T00:00:00'],
      ['a lesson just after midnight', '2026-12-03T00:30:00', '2026-12-03T00:00:00'],
      ['a lesson on 1 January: across the year end', '2027-01-01T21:00:00', '2027-01-01T00:00:00'],
    ])('%s closes at the midnight beginning the lesson day', (_label, lesson, closes) => {
      expect(cancelDeadline(at(lesson), 'day-before')).toEqual(at(closes));
    });

    it('lets a Premium member cancel on the day before, which the terms refuse to everyone else', () => {
      const lesson = { kind: 'personal' as const, startsAt: at('2026-12-03T20:00:00') };
      expect(memberCancelRefusal(lesson, at('2026-12-02T23:59:59.999'), 'day-before')).toBeNull();
      expect(memberCancelRefusal(lesson, at('2026-12-02T23:59:59.999'), 'two-days-before')).toBe('deadline-passed');
      expect(memberCancelRefusal(lesson, at('2026-12-03T00:00:00'), 'day-before')).toBe('deadline-passed');
      expect(memberCancelRefusal({ ...lesson, kind: 'group' }, at('2026-11-20T12:00:00'), 'day-before')).toBe('group-lesson');
    });
  });

  describe('whether the member may cancel: the rule the cancel command and the lesson list share', () => {
    const lesson = { kind: 'personal' as const, startsAt: at('2026-12-03T20:00:00') };
    it('lets a personal lesson be cancelled until 23:59:59 two days before its day, not a moment after', () => {
      expect(memberCancelRefusal(lesson, at('2026-11-26T20:00:00'))).toBeNull();
      expect(memberCancelRefusal(lesson, at('2026-12-01T23:59:59.999'))).toBeNull();
      expect(memberCancelRefusal(lesson, at('2026-12-02T00:00:00'))).toBe('deadline-passed');
      expect(memberCancelRefusal(lesson, at('2026-12-03T21:00:00'))).toBe('deadline-passed');
    });
    it('never a group lesson, however far ahead (support calls those off)', () => {
      expect(memberCancelRefusal({ ...lesson, kind: 'group' }, at('2026-11-20T12:00:00'))).toBe('group-lesson');
    });
  });

  it('lets a make-up lesson start up to one week after the lesson it replaces', () => {
    expect(makeUpDeadline(at('2026-12-30T20:00:00'))).toEqual(at('2027-01-06T20:00:00'));
  });
});
