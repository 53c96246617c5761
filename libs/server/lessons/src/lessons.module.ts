import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddCoachDayOffHandler } from './commands/add-coach-day-off.handler';
import { AssignCoachHandler } from './commands/assign-coach.handler';
import { RemoveCoachDayOffHandler } from './commands/remove-coach-day-off.handler';
import { GetCoachContactsHandler } from './queries/get-coach-contacts.handler';
import { ListCoachDaysOffHandler } from './queries/list-coach-days-off.handler';
import { ListCoachWorkingTimesHandler } from './queries/list-coach-working-times.handler';
import { BookMakeUpLessonHandler } from './commands/book-make-up-lesson.handler';
import { CancelLessonAsMemberHandler } from './commands/cancel-lesson-as-member.handler';
import { CancelLessonAsStaffHandler } from './commands/cancel-lesson-as-staff.handler';
import { RenewCalendarFeedHandler } from './commands/renew-calendar-feed.handler';
import { RecordAttendanceHandler } from './commands/record-attendance.handler';
import { RescheduleLessonHandler } from './commands/reschedule-lesson.handler';
import { SaveGroupHandler } from './commands/save-group.handler';
import { SetStudentChartHandler } from './commands/set-student-chart.handler';
import { ScheduleGroupLessonHandler } from './commands/schedule-group-lesson.handler';
import { ScheduleLessonHandler } from './commands/schedule-lesson.handler';
import { SetCoachPhotoHandler } from './commands/set-coach-photo.handler';
import { UpdateCoachHandler } from './commands/update-coach.handler';
import { WriteKarteNoteHandler } from './commands/write-karte-note.handler';
import { RateLessonAsMemberHandler } from './commands/rate-lesson-as-member.handler';
import { AdminCoachRatingsController } from './http/admin-coach-ratings.controller';
import { MemberLessonRatingsController } from './http/member-lesson-ratings.controller';
import { GetCoachMemberRatingsHandler } from './queries/get-coach-member-ratings.handler';
import { ListMemberLessonRatingsHandler } from './queries/list-member-lesson-ratings.handler';
import { AnswerProgressQuestionHandler } from './commands/answer-progress-question.handler';
import { MemberProgressQuestionController } from './http/member-progress-question.controller';
import { GetProgressQuestionHandler } from './queries/get-progress-question.handler';
import { AdminCoachesController } from './http/admin-coaches.controller';
import { AdminGroupsController } from './http/admin-groups.controller';
import { AdminLessonsController } from './http/admin-lessons.controller';
import { CalendarFeedsController } from './http/calendar-feeds.controller';
import { AdminStudentsController } from './http/admin-students.controller';
import { LessonsController } from './http/lessons.controller';
import { MemberCoachController } from './http/member-coach.controller';
import { LessonEventHandlers } from './lessons-event-handlers';
import { GetCalendarFeedHandler } from './queries/get-calendar-feed.handler';
import { GetLatestLessonHandler } from './queries/get-latest-lesson.handler';
import { GetStudentChartsHandler } from './queries/get-student-charts.handler';
import { ListCoachBusyTimesHandler } from './queries/list-coach-busy-times.handler';
import { ListCoachesHandler } from './queries/list-coaches.handler';
import { LinkCoachAccountHandler } from './commands/link-coach-account.handler';
import { LockCoachTimeHandler } from './commands/lock-coach-time.handler';
import { CountContractLessonsHandler } from './queries/count-contract-lessons.handler';
import { GetCoachLessonStatsHandler } from './queries/get-coach-lesson-stats.handler';
import { ListKarteHandler } from './queries/list-karte.handler';
import { ListSharedKarteHandler } from './queries/list-shared-karte.handler';
import { ListRecentKarteHandler } from './queries/list-recent-karte.handler';
import { ListCoachLessonsInRangeHandler } from './queries/list-coach-lessons-in-range.handler';
import { ListMakeUpCreditsHandler } from './queries/list-make-up-credits.handler';
import { GetMemberLessonRecordHandler } from './queries/get-member-lesson-record.handler';
import { ListGroupMemberIdsHandler } from './queries/list-group-member-ids.handler';
import { ListLessonStandingsHandler } from './queries/list-lesson-standings.handler';
import { ListMemberGroupsHandler } from './queries/list-member-groups.handler';
import { ListMemberLessonsHandler } from './queries/list-member-lessons.handler';
import { LatestLessonRead } from './http/latest-lesson.read';
import { GetAdminCoachHandler } from './queries/get-admin-coach.handler';
import { GetCoachPhotoHandler } from './queries/get-coach-photo.handler';
import { GetMemberCoachHandler } from './queries/get-member-coach.handler';
import { GetMemberCoachPhotoHandler } from './queries/get-member-coach-photo.handler';
import { GetAdminGroupHandler } from './queries/get-admin-group.handler';
import { GetAdminLessonHandler } from './queries/get-admin-lesson.handler';
import { GetAdminStudentHandler } from './queries/get-admin-student.handler';
import { GetCoachScopeHandler } from './queries/get-coach-scope.handler';
import { GetKarteNoteHandler } from './queries/get-karte-note.handler';
import { GetMemberLessonHandler } from './queries/get-member-lesson.handler';
import { ListAdminCoachesHandler } from './queries/list-admin-coaches.handler';
import { ListAdminGroupsHandler } from './queries/list-admin-groups.handler';
import { ListAdminLessonsHandler } from './queries/list-admin-lessons.handler';
import { ListAdminStudentsHandler } from './queries/list-admin-students.handler';

const QueryHandlers = [GetCoachLessonStatsHandler, ListCoachesHandler, ListCoachBusyTimesHandler, ListMemberLessonsHandler, GetLatestLessonHandler, ListMemberGroupsHandler, ListKarteHandler, ListSharedKarteHandler, ListRecentKarteHandler, ListCoachLessonsInRangeHandler, GetCalendarFeedHandler, GetStudentChartsHandler, GetMemberLessonRecordHandler, ListGroupMemberIdsHandler, ListLessonStandingsHandler,
  // The back office's and the member's own reads behind the controllers.
  GetCoachScopeHandler, ListAdminLessonsHandler, GetAdminLessonHandler, GetKarteNoteHandler, ListAdminCoachesHandler, GetAdminCoachHandler, ListAdminStudentsHandler, GetAdminStudentHandler, ListAdminGroupsHandler, GetAdminGroupHandler, GetMemberLessonHandler,
  // The member's make-ups, and their coach's card (issue 29); a coach's photo in the back office.
  ListMakeUpCreditsHandler, GetMemberCoachHandler, GetMemberCoachPhotoHandler, GetCoachPhotoHandler,
  // The members' ratings of their lessons, theirs and per coach and month (issue 29).
  ListMemberLessonRatingsHandler, GetCoachMemberRatingsHandler,
  // The monthly 「今月、上達を実感できましたか？」 (issue 29).
  GetProgressQuestionHandler,
  // A coach's days off and working time; his contact for trials' mails (issue 30).
  ListCoachDaysOffHandler, ListCoachWorkingTimesHandler, GetCoachContactsHandler,
  // Billing's refund asks it (the class is billing's: CountContractLessonsQuery, ADR 0015).
  CountContractLessonsHandler];
const CommandHandlers = [
  ScheduleLessonHandler,
  RescheduleLessonHandler,
  CancelLessonAsMemberHandler,
  BookMakeUpLessonHandler,
  CancelLessonAsStaffHandler,
  RecordAttendanceHandler,
  AssignCoachHandler,
  UpdateCoachHandler,
  SetCoachPhotoHandler,
  WriteKarteNoteHandler,
  RenewCalendarFeedHandler,
  ScheduleGroupLessonHandler,
  SaveGroupHandler,
  SetStudentChartHandler,
  LinkCoachAccountHandler,
  // Trials' seat claims take the coach's time lock through it (ADR 0011, addendum).
  LockCoachTimeHandler,
  RateLessonAsMemberHandler,
  AnswerProgressQuestionHandler,
  AddCoachDayOffHandler,
  RemoveCoachDayOffHandler,
];

/** The lessons context in the api: its endpoints, command and query handlers, projections and reactors. */
@Module({
  imports: [CqrsModule],
  controllers: [LessonsController, AdminLessonsController, AdminCoachesController, AdminStudentsController, CalendarFeedsController, AdminGroupsController, MemberCoachController, MemberLessonRatingsController, AdminCoachRatingsController, MemberProgressQuestionController],
  providers: [...QueryHandlers, ...CommandHandlers, LessonEventHandlers, LatestLessonRead],
})
export class LessonsModule {}
