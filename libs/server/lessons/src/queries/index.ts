// The lessons context's published queries (`@coaching/server-lessons/queries`): what another context may ask
// through the QueryBus, as query classes and their result types. No handlers, entities or modules: those stay
// behind the main entry, which only the apps import. Which context may read this: tools/lint/context-boundaries.mjs.
export { ListCoachesQuery, type CoachSummary, type CoachWeeklyWindow } from './list-coaches.query';
export { ListCoachBusyTimesQuery, type CoachBusyTime } from './list-coach-busy-times.query';
// A coach's weekly hours minus his days off (issue 30), for trials' slots and seat claims.
export { ListCoachWorkingTimesQuery, type CoachWorkingTime, type CoachTimeSpan } from './list-coach-working-times.query';
export { GetCoachContactsQuery, type CoachContact } from './get-coach-contacts.query';
// Answered by the trials context, asked by lessons' scheduling (see the class).
export { ListCoachTrialTimesQuery } from './list-coach-trial-times.query';
export { GetStudentChartsQuery, type StudentChart } from './get-student-charts.query';
export { GetMemberLessonRecordQuery, type MemberLessonRecord } from './get-member-lesson-record.query';
export { ListKarteQuery } from './list-karte.query';
export { GetCoachLessonStatsQuery, type CoachLessonStats } from './get-coach-lesson-stats.query';
export { ListGroupMemberIdsQuery } from './list-group-member-ids.query';
export { ListRecentKarteQuery, type MemberRecentKarte } from './list-recent-karte.query';
export { ListCoachLessonsInRangeQuery, type CoachRangeLesson } from './list-coach-lessons-in-range.query';
// The coach a back-office operator acts as (null for staff): the coach agenda and trials' attendance scope a coach to their own.
export { GetCoachScopeQuery } from './get-coach-scope.query';
export type { ActingOperator } from '../commands/acting-operator';
export { ListSharedKarteQuery } from './list-shared-karte.query';
