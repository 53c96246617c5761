import { ChartLinkMessages as c, CoachDayOffMessages as d, MemberRatingMessages as r, CoachProfileMessages as p, KarteMessages as k, LessonAdminMessages as a, LessonMessages as m, MakeUpMessages as u } from '@coaching/contracts';
import { ProgressQuestionMessages } from '@coaching/contracts';
import { defineErrors } from '@coaching/server-core/errors';

/** The lessons context's refusals: each code's HTTP status, Japanese message and the field it belongs to. */
export const LessonErrors = defineErrors('LESSON', {
  LESSON_NOT_FOUND: { status: 404, message: m.lessonNotFound },
  LESSON_ALREADY_EXISTS: { status: 409, message: m.lessonAlreadyExists },
  NOT_SCHEDULED: { status: 422, message: m.notScheduled },
  INVALID_TIME: { status: 422, field: 'minutes', message: m.invalidTime },
  STARTS_IN_PAST: { status: 422, field: 'starts_at', message: m.startsInPast },
  LESSON_STARTED: { status: 422, message: m.notScheduled },
  LESSON_ENDED: { status: 422, message: m.lessonEnded },
  NOT_STARTED_YET: { status: 422, message: m.notStartedYet },
  // The terms (spec §5): cancel until 23:59 two days before the lesson day.
  CANCEL_DEADLINE_PASSED: { status: 422, message: m.cancelDeadlinePassed },
  // Premium (spec §9): until 23:59 the day before.
  CANCEL_DEADLINE_PASSED_DAY_BEFORE: { status: 422, message: m.cancelDeadlinePassedDayBefore },
  LATE_CANCEL_BEFORE_DEADLINE: { status: 422, message: m.lateCancelBeforeDeadline },
  GROUP_LESSON_NOT_CANCELLABLE: { status: 422, message: m.groupLessonNotCancellable },
  // Scheduling: the member's allowance for the month, the two-strike rule, the coach's other lessons.
  ALLOWANCE_USED_UP: { status: 422, message: m.allowanceUsedUp },
  MONTH_SUSPENDED: { status: 422, message: m.monthSuspended },
  COACH_BUSY: { status: 409, field: 'starts_at', message: m.coachBusy },
  COACH_IN_TRIAL: { status: 409, field: 'starts_at', message: m.coachInTrial },
  MEMBER_BUSY: { status: 409, field: 'starts_at', message: m.memberBusy },
  OUTSIDE_WEEKLY_HOURS: { status: 422, field: 'starts_at', message: a.outsideWeeklyHours },
  COACH_DAY_OFF: { status: 422, field: 'starts_at', message: d.onDayOff },
  // A coach's days off (issue 30): whole Tokyo days from today to 180 days ahead, none over a booked lesson or trial.
  DAY_OFF_IN_PAST: { status: 422, field: 'day', message: d.dayInPast },
  DAY_OFF_TOO_FAR: { status: 422, field: 'day', message: d.dayTooFar },
  DAY_OFF_EXISTS: { status: 409, field: 'day', message: d.alreadyOff },
  DAY_OFF_NOT_FOUND: { status: 404, field: 'day', message: d.notFound },
  DAY_OFF_BOOKED: { status: 409, field: 'day', message: d.bookedOnDay },
  NO_ACTIVE_SUBSCRIPTION: { status: 422, field: 'member_id', message: a.noActiveSubscription },
  CHANGE_REASON_REQUIRED: { status: 422, field: 'reason', message: a.changeReasonRequired },
  COACH_OF_OTHER_GAME: { status: 422, field: 'coach_id', message: a.coachOfOtherGame },
  UNASSIGN_REASON_REQUIRED: { status: 422, field: 'reason', message: a.unassignReasonRequired },
  UNASSIGN_LESSONS_AHEAD: { status: 422, field: 'coach_id', message: a.unassignLessonsAhead },
  NO_COACH_ASSIGNED: { status: 422, field: 'coach_id', message: a.noCoachAssigned },
  GROUP_NO_COACH: { status: 422, field: 'coach_id', message: a.groupNoCoach },
  COACH_NOT_FOUND: { status: 404, field: 'coach_id', message: a.coachNotFound },
  STUDENT_NOT_FOUND: { status: 404, message: a.studentNotFound },
  // A coach's photo (issue 29): re-encoded as WebP; checked by its content and size.
  COACH_PHOTO_REQUIRED: { status: 422, field: 'photo', message: p.photoRequired },
  COACH_PHOTO_NOT_IMAGE: { status: 422, field: 'photo', message: p.photoNotImage },
  COACH_PHOTO_TOO_LARGE: { status: 422, field: 'photo', message: p.photoTooLarge },
  COACH_PHOTO_NOT_FOUND: { status: 404, message: p.photoNotFound },
  // The chart link of a subscription (spec §3 current_plan chart_url): allow-listed addresses only.
  CHART_URL_INVALID: { status: 422, field: 'chart_url', message: c.invalid },
  GROUP_NOT_FOUND: { status: 404, field: 'group_id', message: a.groupNotFound },
  GROUP_MEMBER_BUSY: { status: 409, field: 'members', message: a.groupMemberBusy },
  CALENDAR_NOT_FOUND: { status: 404, message: m.calendarNotFound },
  // The karte: written after an attended lesson.
  KARTE_NOT_ATTENDED: { status: 422, message: k.notAttended },
  // Make-ups the member books (issue 29): one credit, one free hour of their own coach within the credit's window.
  MAKE_UP_CREDIT_NOT_FOUND: { status: 404, message: u.creditNotFound },
  MAKE_UP_CREDIT_USED: { status: 409, message: u.creditUsed },
  MAKE_UP_CREDIT_EXPIRED: { status: 422, message: u.creditExpired },
  MAKE_UP_NOT_ON_THE_HOUR: { status: 422, field: 'starts_at', message: u.startNotOnTheHour },
  MAKE_UP_OUTSIDE_WINDOW: { status: 422, field: 'starts_at', message: u.outsideWindow },
  MAKE_UP_HOUR_TAKEN: { status: 409, field: 'starts_at', message: u.hourTaken },
  MAKE_UP_OUTSIDE_COACH_HOURS: { status: 422, field: 'starts_at', message: u.outsideCoachHours },
  MAKE_UP_MEMBER_BUSY: { status: 409, field: 'starts_at', message: u.memberBusy },
  MAKE_UP_NO_COACH: { status: 422, message: u.noCoach },
  MAKE_UP_NO_SUBSCRIPTION: { status: 422, field: 'starts_at', message: u.noSubscription },
  // The member's rating of a lesson (issue 29): after an attended lesson ended, until seven days after the lesson day.
  RATING_SCORE_INVALID: { status: 422, field: 'score', message: r.scoreInvalid },
  RATING_NOT_ENDED: { status: 422, message: r.notEnded },
  RATING_NOT_ATTENDED: { status: 422, message: r.notAttended },
  RATING_LOCKED: { status: 422, message: r.locked },
  RATING_GROUP_LESSON: { status: 422, message: r.groupLesson },
  // The monthly 「今月、上達を実感できましたか？」 (issue 29): a paying member of the course, after a lesson attended this month.
  PROGRESS_NO_COURSE: { status: 422, field: 'game_id', message: ProgressQuestionMessages.noCourse },
  PROGRESS_NO_FINISHED_LESSON: { status: 422, message: ProgressQuestionMessages.noFinishedLesson },
});
