// The lessons context's published event types (`@coaching/server-lessons/events`): other contexts react to them by
// importing these, never by spelling a name or re-declaring a payload.
import { eventTypesOf } from '@coaching/server-core';
import type { CoachRecordEvent } from '../domain/coach-days-off';
import type { LessonEvent } from '../domain/lesson.decider';
import type { MemberProgressEvent } from '../domain/member-progress.decider';
import type { MemberStandingEvent } from '../domain/member-standing.decider';
import type { StudentChartEvent } from '../domain/student-chart.decider';

export type { LessonCancelledData, LessonScheduledData } from '../domain/lesson.decider';
export type { CoachChangedData, CoachDayOffData } from '../domain/coach-days-off';

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

export const { MemberProgressAnswered, MemberProgressAnswerChanged } = eventTypesOf<MemberProgressEvent>()('MemberProgressAnswered', 'MemberProgressAnswerChanged');

export const { StrikeRecorded, MonthSuspended } = eventTypesOf<MemberStandingEvent>()('StrikeRecorded', 'MonthSuspended');

export const { StudentChartLinkSet, StudentChartLinkRemoved } = eventTypesOf<StudentChartEvent>()('StudentChartLinkSet', 'StudentChartLinkRemoved');

// A coach's record (issue 30): his weekly hours and other fields changed, a day off added or removed. Trials writes its
// schedule again on each (a visitor is offered only the coach's working hours).
export const { CoachChanged, CoachDayOffAdded, CoachDayOffRemoved } = eventTypesOf<CoachRecordEvent>()('CoachChanged', 'CoachDayOffAdded', 'CoachDayOffRemoved');
