import { describe, expect, it } from '@jest/globals';
import { studentLessonCounts } from './studentLessonCounts';

const lite = { lessons_per_month: 2, add_on_lessons_per_month: 0, plan_lessons_this_month: 2, extra_lessons_this_month: 0, make_up_lessons_this_month: 0 };

describe("受講者's lessons this month, apart (issue 34)", () => {
  it("given a Lite student with two plan lessons, an extra and a make-up, then the plan reads 2 / 2 and the others are named apart (never 'Lite 4 / 2')", () => {
    expect(studentLessonCounts({ ...lite, extra_lessons_this_month: 1, make_up_lessons_this_month: 1 })).toEqual({ plan: 'プラン 2 / 2', addOn: null, others: '追加レッスン 1・振替 1' });
  });

  it('given an add plan of the course, then its lessons add to the allowance and are named', () => {
    expect(studentLessonCounts({ ...lite, add_on_lessons_per_month: 2, plan_lessons_this_month: 3 })).toEqual({ plan: 'プラン 3 / 4', addOn: 'うち追加プラン 月2回', others: '' });
  });

  it('given only plan lessons, then nothing else is shown', () => {
    expect(studentLessonCounts({ ...lite, plan_lessons_this_month: 0 }).others).toBe('');
  });
});
