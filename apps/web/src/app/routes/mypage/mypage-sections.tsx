import type { CurrentUser } from '@coaching/contracts';
import type { ComponentType } from 'react';
import { ChartSection } from '../../../features/lessons/components/ChartSection';
import { CoachSection } from '../../../features/lessons/components/CoachSection';
import { GroupsSection } from '../../../features/lessons/components/GroupsSection';
import { KarteSection } from '../../../features/lessons/components/KarteSection';
import { NextLessonSection } from '../../../features/lessons/components/NextLessonSection';
import { ProgressQuestionSection } from '../../../features/lessons/components/ProgressQuestionSection';
import { shownCourseId } from '../../../features/lessons/model/course-lessons';

/** A section of mypage between the latest news and the Discord connection (spec §2 Mypage). */
export interface MypageSection {
  key: string;
  Component: ComponentType<{ me: CurrentUser }>;
}

/**
 * A lessons section, shown to a member with a running plan (lessons come with a plan), of the course mypage shows:
 * the current plan's game (`shownCourseId`), which follows the course selected in the sidebar (issue 29).
 */
const withPlan =
  (Section: ComponentType<{ gameId?: number }>): MypageSection['Component'] =>
  ({ me }) =>
    me.current_plan ? <Section gameId={shownCourseId(me)} /> : null;

/**
 * Spec §2 Mypage lists, after the latest news: next lesson, groups, then the chart and the karte. They belong to
 * the lessons context's web feature (`features/lessons`); mypage draws them between the news and the Discord section.
 */
export const MYPAGE_LESSON_SECTIONS: readonly MypageSection[] = [
  { key: 'next-lesson', Component: withPlan(NextLessonSection) },
  // The monthly 「今月、上達を実感できましたか？」 (issue 29): only from the month's first attended lesson until answered.
  { key: 'progress-question', Component: withPlan(ProgressQuestionSection) },
  // The coach of the current plan (issue 29): the card, or 「担当コーチが決まり次第…」 before support assigns one.
  { key: 'coach', Component: ({ me }) => (me.current_plan ? <CoachSection course={me.current_plan.plan.game.name} /> : null) },
  { key: 'groups', Component: withPlan(GroupsSection) },
  { key: 'chart', Component: ({ me }) => (me.current_plan ? <ChartSection me={me} /> : null) },
  { key: 'karte', Component: withPlan(KarteSection) },
];
