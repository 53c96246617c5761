import { type LessonCancelTermsName, tokyoMonth } from '@coaching/contracts';
import type { Decider, DomainEvent } from '@coaching/server-core';
import { domainError } from '@coaching/server-core/errors';
import { cancelDeadline, makeUpDeadline, memberCancelRefusal } from './lesson-terms';
import { LessonErrors } from './lessons-errors';
import { ratingEditableUntil } from './member-rating';

// One lesson's life (ARCHITECTURE.md: lesson stream `lesson-<uuid>`): scheduled, maybe moved, then cancelled
// (by the member on time, late, by the school, or forfeited under the two-strike rule), attended or missed.
// The terms' rules (spec §5) live here; what needs other lessons (the allowance, the coach's other lessons,
// the member's strikes) is decided by the scheduling policy and the member's standing stream.

export const LESSON_STREAM_TYPE = 'lesson';
export const lessonStream = (lessonId: string) => ({ id: `lesson-${lessonId}`, type: LESSON_STREAM_TYPE });

export type LessonKind = 'personal' | 'group';
/** Which allowance a lesson uses: the plan's monthly lessons, a bought extra lesson, or a make-up credit. */
export type LessonSource = 'plan' | 'extra' | 'make-up';
export type LessonStatus = 'scheduled' | 'cancelled' | 'attended' | 'missed';
/** Who called a lesson off, and so whether a make-up credit or a strike follows. */
export type CancellationKind = 'member' | 'member-late' | 'school' | 'forfeited';

export interface LessonScheduledData {
  lessonId: string;
  kind: LessonKind;
  /** The member of a personal lesson; null for a group lesson. */
  memberId: string | null;
  groupId: string | null;
  coachId: string;
  subscriptionId: string | null;
  startsAt: string;
  endsAt: string;
  source: LessonSource;
  /** The cancelled lesson this one makes up for, when `source` is make-up. */
  makeUpFor: string | null;
  /** A make-up lesson's credit deadline: cancelling it on time gives the credit back, not a new week. */
  creditDeadline: string | null;
  scheduledAt: string;
}

export interface LessonRescheduledData {
  previousStartsAt: string;
  startsAt: string;
  endsAt: string;
  rescheduledAt: string;
}

export interface LessonCoachChangedData {
  previousCoachId: string;
  coachId: string;
  reason: string;
  changedAt: string;
}

export interface LessonCancelledData {
  reason: string;
  cancelledAt: string;
  /** Until when a make-up lesson may start; null when no credit is given. */
  makeUpBy: string | null;
}

export interface LessonCancelledLateData {
  reason: string;
  cancelledAt: string;
  /** The Tokyo month the strike counts in: the lesson's. */
  month: string;
}

export interface LessonForfeitedData {
  month: string;
  forfeitedAt: string;
}

export interface LessonAttendanceData {
  recordedAt: string;
}

export interface LessonMissedData extends LessonAttendanceData {
  month: string;
}

/** The member's own rating of the lesson (issue 29): not the karte's skill marks, which are the coach's. */
export interface LessonRatedByMemberData {
  memberId: string;
  score: number;
  comment: string;
  ratedAt: string;
}

export interface LessonRatingChangedData {
  memberId: string;
  score: number;
  comment: string;
  changedAt: string;
}

export type LessonEvent =
  | DomainEvent<'LessonScheduled', LessonScheduledData>
  | DomainEvent<'LessonRescheduled', LessonRescheduledData>
  | DomainEvent<'LessonCoachChanged', LessonCoachChangedData>
  | DomainEvent<'LessonCancelledByMember', LessonCancelledData>
  | DomainEvent<'LessonCancelledLate', LessonCancelledLateData>
  | DomainEvent<'LessonCancelledBySchool', LessonCancelledData>
  | DomainEvent<'LessonForfeited', LessonForfeitedData>
  | DomainEvent<'LessonAttended', LessonAttendanceData>
  | DomainEvent<'LessonMissed', LessonMissedData>
  | DomainEvent<'LessonRatedByMember', LessonRatedByMemberData>
  | DomainEvent<'LessonRatingChanged', LessonRatingChangedData>;

export type LessonCommand =
  | { type: 'ScheduleLesson'; data: LessonScheduledData }
  | { type: 'RescheduleLesson'; data: { startsAt: string; endsAt: string; now: string } }
  /** Support changes the member's coach (spec §6): a lesson not yet started moves to the new coach. */
  | { type: 'ChangeLessonCoach'; data: { coachId: string; reason: string; now: string } }
  /** The member, before the deadline: a make-up credit, no strike. */
  | { type: 'CancelLessonAsMember'; data: { reason: string; now: string; terms: LessonCancelTermsName } }
  /** Support records a cancellation after the deadline: it counts as a strike, no credit. */
  | { type: 'RecordLateCancellation'; data: { reason: string; now: string; terms: LessonCancelTermsName } }
  /** The school calls it off (coach ill, outage): a make-up credit, no strike. */
  | { type: 'CancelLessonAsSchool'; data: { reason: string; now: string } }
  /** The member's contract ended early (解約): a lesson still ahead is called off, with no make-up to give. */
  | { type: 'CancelLessonWithContract'; data: { reason: string; now: string } }
  /** The second strike of the month ends the member's remaining lessons of that month. */
  | { type: 'ForfeitLesson'; data: { month: string; now: string } }
  | { type: 'RecordAttendance'; data: { attended: boolean; now: string } }
  /** The lesson's member rates it (1 to 5) after it ended and was attended, or changes it, until seven days after the lesson day. */
  | { type: 'RateLessonAsMember'; data: { memberId: string; score: number; comment: string; now: string } };

export interface LessonState {
  lesson: LessonScheduledData | null;
  status: LessonStatus | null;
  cancellation: CancellationKind | null;
  /** The member's rating, once given. */
  memberRating: { score: number; comment: string } | null;
}

const CANCELLATION_OF: Partial<Record<LessonEvent['type'], CancellationKind>> = {
  LessonCancelledByMember: 'member',
  LessonCancelledLate: 'member-late',
  LessonCancelledBySchool: 'school',
  LessonForfeited: 'forfeited',
};

/** The lesson as it is, or the refusal when there is none or it is no longer scheduled. */
function scheduled(state: LessonState): LessonScheduledData {
  if (!state.lesson) throw domainError(LessonErrors.LESSON_NOT_FOUND);
  if (state.status !== 'scheduled') throw domainError(LessonErrors.NOT_SCHEDULED);
  return state.lesson;
}

/** Until when the make-up for a cancelled lesson may start: a week after it, or a make-up's own credit deadline. */
function creditDeadlineOf(lesson: LessonScheduledData): string {
  return lesson.source === 'make-up' && lesson.creditDeadline ? lesson.creditDeadline : makeUpDeadline(new Date(lesson.startsAt)).toISOString();
}

function checkTimes(startsAt: string, endsAt: string, now: string): void {
  if (!(new Date(endsAt) > new Date(startsAt))) throw domainError(LessonErrors.INVALID_TIME);
  if (!(new Date(startsAt) > new Date(now))) throw domainError(LessonErrors.STARTS_IN_PAST);
}

export const lessonDecider: Decider<LessonCommand, LessonEvent, LessonState> = {
  initialState: () => ({ lesson: null, status: null, cancellation: null, memberRating: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'LessonScheduled':
        return { lesson: event.data, status: 'scheduled', cancellation: null, memberRating: null };
      case 'LessonRescheduled':
        return { ...state, lesson: state.lesson && { ...state.lesson, startsAt: event.data.startsAt, endsAt: event.data.endsAt } };
      case 'LessonCoachChanged':
        return { ...state, lesson: state.lesson && { ...state.lesson, coachId: event.data.coachId } };
      case 'LessonCancelledByMember':
      case 'LessonCancelledLate':
      case 'LessonCancelledBySchool':
      case 'LessonForfeited':
        return { ...state, status: 'cancelled', cancellation: CANCELLATION_OF[event.type]! };
      case 'LessonAttended':
        return { ...state, status: 'attended' };
      case 'LessonMissed':
        return { ...state, status: 'missed' };
      case 'LessonRatedByMember':
      case 'LessonRatingChanged':
        return { ...state, memberRating: { score: event.data.score, comment: event.data.comment } };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ScheduleLesson': {
        if (state.lesson) {
          // The same request delivered twice schedules once; another lesson under this id is a conflict.
          if (state.lesson.startsAt === command.data.startsAt && state.lesson.coachId === command.data.coachId) return [];
          throw domainError(LessonErrors.LESSON_ALREADY_EXISTS);
        }
        checkTimes(command.data.startsAt, command.data.endsAt, command.data.scheduledAt);
        return [{ type: 'LessonScheduled', data: command.data }];
      }

      case 'RescheduleLesson': {
        const lesson = scheduled(state);
        const { startsAt, endsAt, now } = command.data;
        if (new Date(lesson.startsAt) <= new Date(now)) throw domainError(LessonErrors.LESSON_STARTED);
        checkTimes(startsAt, endsAt, now);
        if (startsAt === lesson.startsAt && endsAt === lesson.endsAt) return [];
        return [{ type: 'LessonRescheduled', data: { previousStartsAt: lesson.startsAt, startsAt, endsAt, rescheduledAt: now } }];
      }

      case 'ChangeLessonCoach': {
        const lesson = scheduled(state);
        const { coachId, reason, now } = command.data;
        if (new Date(lesson.startsAt) <= new Date(now)) throw domainError(LessonErrors.LESSON_STARTED);
        if (coachId === lesson.coachId) return [];
        return [{ type: 'LessonCoachChanged', data: { previousCoachId: lesson.coachId, coachId, reason, changedAt: now } }];
      }

      case 'CancelLessonAsMember': {
        const lesson = scheduled(state);
        const { reason, now, terms } = command.data;
        const refusal = memberCancelRefusal({ kind: lesson.kind, startsAt: new Date(lesson.startsAt) }, new Date(now), terms);
        if (refusal === 'group-lesson') throw domainError(LessonErrors.GROUP_LESSON_NOT_CANCELLABLE);
        if (refusal === 'deadline-passed') throw domainError(terms === 'day-before' ? LessonErrors.CANCEL_DEADLINE_PASSED_DAY_BEFORE : LessonErrors.CANCEL_DEADLINE_PASSED);
        return [{ type: 'LessonCancelledByMember', data: { reason, cancelledAt: now, makeUpBy: creditDeadlineOf(lesson) } }];
      }

      case 'RecordLateCancellation': {
        const lesson = scheduled(state);
        if (lesson.kind === 'group') throw domainError(LessonErrors.GROUP_LESSON_NOT_CANCELLABLE);
        const { reason, now, terms } = command.data;
        if (new Date(now) < cancelDeadline(new Date(lesson.startsAt), terms)) throw domainError(LessonErrors.LATE_CANCEL_BEFORE_DEADLINE);
        if (new Date(now) >= new Date(lesson.endsAt)) throw domainError(LessonErrors.LESSON_ENDED);
        return [{ type: 'LessonCancelledLate', data: { reason, cancelledAt: now, month: tokyoMonth(new Date(lesson.startsAt)) } }];
      }

      case 'CancelLessonAsSchool': {
        const lesson = scheduled(state);
        const { reason, now } = command.data;
        if (new Date(now) >= new Date(lesson.endsAt)) throw domainError(LessonErrors.LESSON_ENDED);
        // A group lesson's members are credited by the group's own tickets, not by a personal make-up.
        const makeUpBy = lesson.kind === 'personal' ? creditDeadlineOf(lesson) : null;
        return [{ type: 'LessonCancelledBySchool', data: { reason, cancelledAt: now, makeUpBy } }];
      }

      case 'CancelLessonWithContract': {
        // Only a lesson still scheduled and not started: one already held, or called off, stays as it is.
        if (state.status !== 'scheduled' || !state.lesson || new Date(command.data.now) >= new Date(state.lesson.startsAt)) return [];
        return [{ type: 'LessonCancelledBySchool', data: { reason: command.data.reason, cancelledAt: command.data.now, makeUpBy: null } }];
      }

      case 'ForfeitLesson': {
        // Only lessons still ahead in the struck month; a lesson already over or in another month stays.
        if (state.status !== 'scheduled' || !state.lesson) return [];
        const { month, now } = command.data;
        if (tokyoMonth(new Date(state.lesson.startsAt)) !== month || new Date(state.lesson.startsAt) <= new Date(now)) return [];
        return [{ type: 'LessonForfeited', data: { month, forfeitedAt: now } }];
      }

      case 'RecordAttendance': {
        const lesson = scheduled(state);
        const { attended, now } = command.data;
        if (new Date(now) < new Date(lesson.startsAt)) throw domainError(LessonErrors.NOT_STARTED_YET);
        if (attended) return [{ type: 'LessonAttended', data: { recordedAt: now } }];
        return [{ type: 'LessonMissed', data: { recordedAt: now, month: tokyoMonth(new Date(lesson.startsAt)) } }];
      }

      case 'RateLessonAsMember': {
        const { memberId, score, comment, now } = command.data;
        const lesson = state.lesson;
        // Someone else's lesson is answered as not found, as if there were none.
        if (!lesson || (lesson.kind === 'personal' && lesson.memberId !== memberId)) throw domainError(LessonErrors.LESSON_NOT_FOUND);
        if (lesson.kind === 'group') throw domainError(LessonErrors.RATING_GROUP_LESSON);
        if (!Number.isInteger(score) || score < 1 || score > 5) throw domainError(LessonErrors.RATING_SCORE_INVALID);
        if (new Date(now) < new Date(lesson.endsAt)) throw domainError(LessonErrors.RATING_NOT_ENDED);
        if (state.status !== 'attended') throw domainError(LessonErrors.RATING_NOT_ATTENDED);
        if (new Date(now) > ratingEditableUntil(new Date(lesson.startsAt))) throw domainError(LessonErrors.RATING_LOCKED);
        if (!state.memberRating) return [{ type: 'LessonRatedByMember', data: { memberId, score, comment, ratedAt: now } }];
        if (state.memberRating.score === score && state.memberRating.comment === comment) return [];
        return [{ type: 'LessonRatingChanged', data: { memberId, score, comment, changedAt: now } }];
      }
    }
  },
};
