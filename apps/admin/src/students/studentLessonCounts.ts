import type { AdminStudent } from '@coaching/contracts';

/**
 * This month's lessons of a student, apart (issue 34: 'Lite 3 / 2' counted extra and make-up lessons against the plan):
 * the plan's lessons of its monthly allowance (the plan's own plus its add plans'), then bought extra lessons and
 * make-ups, each named, only when there are some.
 */
export function studentLessonCounts(record: Pick<AdminStudent, 'plan_lessons_this_month' | 'extra_lessons_this_month' | 'make_up_lessons_this_month' | 'lessons_per_month' | 'add_on_lessons_per_month'>) {
  const allowance = record.lessons_per_month + record.add_on_lessons_per_month;
  const others = [
    record.extra_lessons_this_month > 0 ? `追加レッスン ${record.extra_lessons_this_month}` : null,
    record.make_up_lessons_this_month > 0 ? `振替 ${record.make_up_lessons_this_month}` : null,
  ].filter((part): part is string => part !== null);
  return {
    plan: `プラン ${record.plan_lessons_this_month} / ${allowance}`,
    /** The add plans' share of the allowance, when there is one. */
    addOn: record.add_on_lessons_per_month > 0 ? `うち追加プラン 月${record.add_on_lessons_per_month}回` : null,
    others: others.join('・'),
  };
}
