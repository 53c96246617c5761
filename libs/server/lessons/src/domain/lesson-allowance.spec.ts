import type { DomainError } from '@coaching/server-core/errors';
import { type AllowanceFacts, chooseAllowance } from './lesson-allowance';
import { LessonErrors } from './lessons-errors';

const tokyo = (local: string) => new Date(`${local}+09:00`);
const standard: AllowanceFacts = { lessonsPerMonth: 4, planLessonsInMonth: 0, extraLessonsBought: 0, extraLessonsBooked: 0, credits: [], monthSuspended: false };
const refused = (facts: AllowanceFacts, at: Date) => {
  try {
    chooseAllowance(facts, at);
  } catch (error) {
    return (error as DomainError).code;
  }
  return 'allowed';
};

describe('lesson allowance', () => {
  it('given a Standard plan (4 a month) with 3 booked, the fourth uses the plan', () => {
    expect(chooseAllowance({ ...standard, planLessonsInMonth: 3 }, tokyo('2026-12-20T20:00:00'))).toEqual({ source: 'plan', makeUpFor: null, creditDeadline: null });
  });

  it('given 4 of 4 booked and no extras, the fifth is refused: allowance used up', () => {
    expect(refused({ ...standard, planLessonsInMonth: 4 }, tokyo('2026-12-20T20:00:00'))).toBe(LessonErrors.ALLOWANCE_USED_UP);
  });

  it('given 4 of 4 booked and one extra lesson bought, the fifth uses the extra; a sixth is refused', () => {
    expect(chooseAllowance({ ...standard, planLessonsInMonth: 4, extraLessonsBought: 1 }, tokyo('2026-12-20T20:00:00')).source).toBe('extra');
    expect(refused({ ...standard, planLessonsInMonth: 4, extraLessonsBought: 1, extraLessonsBooked: 1 }, tokyo('2026-12-21T20:00:00'))).toBe(LessonErrors.ALLOWANCE_USED_UP);
  });

  it('uses a make-up credit within its week first, the one that expires first', () => {
    const credits = [
      { lessonId: 'late', makeUpBy: tokyo('2026-12-27T20:00:00').toISOString(), used: false },
      { lessonId: 'early', makeUpBy: tokyo('2026-12-24T20:00:00').toISOString(), used: false },
    ];
    expect(chooseAllowance({ ...standard, planLessonsInMonth: 4, credits }, tokyo('2026-12-23T20:00:00'))).toEqual({ source: 'make-up', makeUpFor: 'early', creditDeadline: credits[1].makeUpBy });
  });

  it('does not use a credit after its week, or one already used', () => {
    const credits = [
      { lessonId: 'expired', makeUpBy: tokyo('2026-12-24T20:00:00').toISOString(), used: false },
      { lessonId: 'used', makeUpBy: tokyo('2026-12-31T20:00:00').toISOString(), used: true },
    ];
    expect(refused({ ...standard, planLessonsInMonth: 4, credits }, tokyo('2026-12-24T20:01:00'))).toBe(LessonErrors.ALLOWANCE_USED_UP);
  });

  it('lets a credit carry a make-up into the next month, across the year end', () => {
    const credits = [{ lessonId: 'dec-30', makeUpBy: tokyo('2027-01-06T20:00:00').toISOString(), used: false }];
    expect(chooseAllowance({ ...standard, planLessonsInMonth: 4, credits }, tokyo('2027-01-05T20:00:00')).source).toBe('make-up');
  });

  it('refuses any lesson in a month the two-strike rule suspended, credits or not', () => {
    const credits = [{ lessonId: 'c', makeUpBy: tokyo('2026-12-31T20:00:00').toISOString(), used: false }];
    expect(refused({ ...standard, monthSuspended: true, credits }, tokyo('2026-12-20T20:00:00'))).toBe(LessonErrors.MONTH_SUSPENDED);
  });
});
