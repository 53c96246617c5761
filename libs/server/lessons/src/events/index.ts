// The lessons context's published event types (`@coaching/server-lessons/events`): other contexts react to them by
// importing these, never by spelling a name or re-declaring a payload.
import { eventTypesOf } from '@coaching/server-core';
import type { LessonEvent } from '../domain/lesson.decider';
import type { MemberStandingEvent } from '../domain/member-standing.decider';
import type { StudentChartEvent } from '../domain/student-chart.decider';

export type { LessonCancelledData, LessonScheduledData } from '../domain/lesson.decider';

export const {
  LessonScheduled,
  LessonRescheduled,
  LessonCancelledByMember,
  LessonCancelledLate,
  LessonCancelledBySchool,
  LessonForfeited,
  LessonAttended,
  LessonMissed,
  LessonCoachChanged,
  LessonRatedByMember,
  LessonRatingChanged,
} = eventTypesOf<LessonEvent>()(
  'LessonScheduled',
  'LessonRescheduled',
  'LessonCancelledByMember',
  'LessonCancelledLate',
  'LessonCancelledBySchool',
  'LessonForfeited',
  'LessonAttended',
  'LessonMissed',
  'LessonCoachChanged',
  'LessonRatedByMember',
  'LessonRatingChanged',
);

export const { StrikeRecorded, MonthSuspended } = eventTypesOf<MemberStandingEvent>()('StrikeRecorded', 'MonthSuspended');

export const { StudentChartLinkSet, StudentChartLinkRemoved } = eventTypesOf<StudentChartEvent>()('StudentChartLinkSet', 'StudentChartLinkRemoved');
