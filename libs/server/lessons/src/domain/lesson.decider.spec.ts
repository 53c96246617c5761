import { deciderSpec } from '@coaching/server-core/testing';
import { DomainError } from '@coaching/server-core/errors';
import { lessonDecider, type LessonEvent, type LessonScheduledData } from './lesson.decider';
import { LessonErrors } from './lessons-errors';

const spec = deciderSpec(lessonDecider);
// Times in Tokyo (+09:00), as the terms and the member read them.
const tokyo = (local: string) => new Date(`${local}+09:00`).toISOString();
const refusal = (code: string) => expect.objectContaining({ code }) as unknown as DomainError;

const lesson = (startsAt: string, extra: Partial<LessonScheduledData> = {}): LessonScheduledData => ({
  lessonId: 'lesson-1',
  kind: 'personal',
  memberId: 'member-1',
  groupId: null,
  coachId: 'coach-1',
  subscriptionId: 'sub-1',
  startsAt: tokyo(startsAt),
  endsAt: new Date(new Date(tokyo(startsAt)).getTime() + 60 * 60_000).toISOString(),
  source: 'plan',
  makeUpFor: null,
  creditDeadline: null,
  scheduledAt: tokyo('2026-11-20T12:00:00'),
  ...extra,
});
const scheduledEvent = (data: LessonScheduledData): LessonEvent => ({ type: 'LessonScheduled', data });

describe('lesson decider', () => {
  describe('the contract ended early (解約)', () => {
    const ahead = scheduledEvent(lesson('2026-12-10T20:00:00'));
    const end = (now: string) => ({ type: 'CancelLessonWithContract' as const, data: { reason: 'ご解約に伴い取り消しました', now: tokyo(now) } });

    it('given a lesson still ahead, when the contract ends, then the school calls it off with no make-up', () => {
      spec.given([ahead]).when(end('2026-12-01T12:00:00')).then([{ type: 'LessonCancelledBySchool', data: { reason: 'ご解約に伴い取り消しました', cancelledAt: tokyo('2026-12-01T12:00:00'), makeUpBy: null } }]);
    });

    it('given a lesson already started, held or called off, when the contract ends, then nothing changes', () => {
      spec.given([ahead]).when(end('2026-12-10T20:00:00')).then([]);
      spec.given([ahead, { type: 'LessonAttended', data: { recordedAt: tokyo('2026-12-10T21:00:00') } }]).when(end('2026-12-01T12:00:00')).then([]);
      spec.given([ahead, { type: 'LessonCancelledByMember', data: { reason: 'x', cancelledAt: tokyo('2026-12-01T00:00:00'), makeUpBy: null } }]).when(end('2026-12-01T12:00:00')).then([]);
      spec.given([]).when(end('2026-12-01T12:00:00')).then([]);
    });
  });

  describe('scheduling', () => {
    it('given nothing, when scheduled in the future, records the lesson', () => {
      const data = lesson('2026-12-03T20:00:00');
      spec.given([]).when({ type: 'ScheduleLesson', data }).then([scheduledEvent(data)]);
    });

    it('refuses a lesson that ends before it starts', () => {
      const data = { ...lesson('2026-12-03T20:00:00'), endsAt: tokyo('2026-12-03T19:00:00') };
      spec.given([]).when({ type: 'ScheduleLesson', data }).thenThrows(refusal(LessonErrors.INVALID_TIME));
    });

    it('refuses a lesson in the past', () => {
      const data = lesson('2026-11-19T20:00:00');
      spec.given([]).when({ type: 'ScheduleLesson', data }).thenThrows(refusal(LessonErrors.STARTS_IN_PAST));
    });

    it('given the lesson, the same request again changes nothing; another lesson under its id is refused', () => {
      const data = lesson('2026-12-03T20:00:00');
      spec.given([scheduledEvent(data)]).when({ type: 'ScheduleLesson', data }).then([]);
      spec
        .given([scheduledEvent(data)])
        .when({ type: 'ScheduleLesson', data: lesson('2026-12-04T20:00:00') })
        .thenThrows(refusal(LessonErrors.LESSON_ALREADY_EXISTS));
    });

    it('given a lesson ahead, when support changes the coach, the lesson moves to the new coach with the reason', () => {
      const data = lesson('2026-12-03T20:00:00');
      spec
        .given([scheduledEvent(data)])
        .when({ type: 'ChangeLessonCoach', data: { coachId: 'coach-2', reason: '相性のため', now: tokyo('2026-11-30T10:00:00') } })
        .then([{ type: 'LessonCoachChanged', data: { previousCoachId: 'coach-1', coachId: 'coach-2', reason: '相性のため', changedAt: tokyo('2026-11-30T10:00:00') } }]);
    });

    it('given a lesson already with that coach, changing to them changes nothing; a started or cancelled lesson keeps its coach', () => {
      const data = lesson('2026-12-03T20:00:00');
      spec.given([scheduledEvent(data)]).when({ type: 'ChangeLessonCoach', data: { coachId: 'coach-1', reason: 'x', now: tokyo('2026-11-30T10:00:00') } }).then([]);
      spec
        .given([scheduledEvent(data)])
        .when({ type: 'ChangeLessonCoach', data: { coachId: 'coach-2', reason: 'x', now: tokyo('2026-12-03T20:00:00') } })
        .thenThrows(refusal(LessonErrors.LESSON_STARTED));
      spec
        .given([scheduledEvent(data), { type: 'LessonCancelledBySchool', data: { reason: 'x', cancelledAt: tokyo('2026-11-30T10:00:00'), makeUpBy: null } }])
        .when({ type: 'ChangeLessonCoach', data: { coachId: 'coach-2', reason: 'x', now: tokyo('2026-11-30T11:00:00') } })
        .thenThrows(refusal(LessonErrors.NOT_SCHEDULED));
    });

    it('moves a lesson that has not started, and keeps where it was', () => {
      const data = lesson('2026-12-03T20:00:00');
      spec
        .given([scheduledEvent(data)])
        .when({ type: 'RescheduleLesson', data: { startsAt: tokyo('2026-12-05T20:00:00'), endsAt: tokyo('2026-12-05T21:00:00'), now: tokyo('2026-11-30T10:00:00') } })
        .then([{ type: 'LessonRescheduled', data: { previousStartsAt: data.startsAt, startsAt: tokyo('2026-12-05T20:00:00'), endsAt: tokyo('2026-12-05T21:00:00'), rescheduledAt: tokyo('2026-11-30T10:00:00') } }]);
    });

    it('does not move a lesson that has started', () => {
      spec
        .given([scheduledEvent(lesson('2026-12-03T20:00:00'))])
        .when({ type: 'RescheduleLesson', data: { startsAt: tokyo('2026-12-05T20:00:00'), endsAt: tokyo('2026-12-05T21:00:00'), now: tokyo('2026-12-03T20:10:00') } })
        .thenThrows(refusal(LessonErrors.LESSON_STARTED));
    });
  });

  describe('a member cancels: until 23:59 Tokyo two days before the lesson day', () => {
    const cancel = (now: string, terms: 'two-days-before' | 'day-before' = 'two-days-before') => ({ type: 'CancelLessonAsMember' as const, data: { reason: '体調不良のため', now: tokyo(now), terms } });

    it.each([
      ['a lesson on 3 December', '2026-12-03T20:00:00', '2026-12-01T23:59:00', '2026-12-02T00:00:00'],
      ['a lesson on 1 December (across the month end)', '2026-12-01T10:00:00', '2026-11-29T23:59:00', '2026-11-30T00:00:00'],
      ['a lesson on 2 January (across the year end)', '2027-01-02T21:00:00', '2026-12-31T23:59:00', '2027-01-01T00:00:00'],
      ['a lesson at 00:30 on 5 January', '2027-01-05T00:30:00', '2027-01-03T23:59:59', '2027-01-04T00:00:00'],
    ])('%s: cancelled at %s with a week to make it up; refused one minute later at %s', (_label, startsAt, lastMinute, closed) => {
      const data = lesson(startsAt);
      const makeUpBy = new Date(new Date(data.startsAt).getTime() + 7 * 24 * 3600_000).toISOString();
      spec
        .given([scheduledEvent(data)])
        .when(cancel(lastMinute))
        .then([{ type: 'LessonCancelledByMember', data: { reason: '体調不良のため', cancelledAt: tokyo(lastMinute), makeUpBy } }]);
      spec.given([scheduledEvent(data)]).when(cancel(closed)).thenThrows(refusal(LessonErrors.CANCEL_DEADLINE_PASSED));
    });

    it('lets a Premium member (spec §9) cancel on the day before, with the make-up week, and refuses them from the lesson day on', () => {
      const data = lesson('2026-12-03T20:00:00');
      spec
        .given([scheduledEvent(data)])
        .when(cancel('2026-12-02T23:59:00', 'day-before'))
        .then([{ type: 'LessonCancelledByMember', data: { reason: '体調不良のため', cancelledAt: tokyo('2026-12-02T23:59:00'), makeUpBy: tokyo('2026-12-10T20:00:00') } }]);
      spec.given([scheduledEvent(data)]).when(cancel('2026-12-03T00:00:00', 'day-before')).thenThrows(refusal(LessonErrors.CANCEL_DEADLINE_PASSED_DAY_BEFORE));
    });

    it('gives a make-up credit valid one week after the cancelled lesson, across the year end', () => {
      const data = lesson('2026-12-28T20:00:00');
      spec
        .given([scheduledEvent(data)])
        .when(cancel('2026-12-20T09:00:00'))
        .then([{ type: 'LessonCancelledByMember', data: { reason: '体調不良のため', cancelledAt: tokyo('2026-12-20T09:00:00'), makeUpBy: tokyo('2027-01-04T20:00:00') } }]);
    });

    it('gives back a make-up lesson’s credit with its first deadline, not a new week', () => {
      const makeUp = lesson('2026-12-08T20:00:00', { source: 'make-up', makeUpFor: 'lesson-0', creditDeadline: tokyo('2026-12-10T20:00:00') });
      spec
        .given([scheduledEvent(makeUp)])
        .when(cancel('2026-12-05T09:00:00'))
        .then([{ type: 'LessonCancelledByMember', data: { reason: '体調不良のため', cancelledAt: tokyo('2026-12-05T09:00:00'), makeUpBy: tokyo('2026-12-10T20:00:00') } }]);
    });

    it('refuses to cancel a lesson twice, or one already held', () => {
      const data = lesson('2026-12-10T20:00:00');
      const cancelled: LessonEvent = { type: 'LessonCancelledByMember', data: { reason: 'x', cancelledAt: tokyo('2026-12-01T09:00:00'), makeUpBy: tokyo('2026-12-17T20:00:00') } };
      spec.given([scheduledEvent(data), cancelled]).when(cancel('2026-12-02T09:00:00')).thenThrows(refusal(LessonErrors.NOT_SCHEDULED));
      spec.given([scheduledEvent(data), { type: 'LessonAttended', data: { recordedAt: tokyo('2026-12-10T21:00:00') } }]).when(cancel('2026-12-02T09:00:00')).thenThrows(refusal(LessonErrors.NOT_SCHEDULED));
    });

    it('refuses a lesson that does not exist', () => {
      spec.given([]).when(cancel('2026-12-01T09:00:00')).thenThrows(refusal(LessonErrors.LESSON_NOT_FOUND));
    });

    it('leaves a group lesson to support', () => {
      spec
        .given([scheduledEvent(lesson('2026-12-10T20:00:00', { kind: 'group', memberId: null, groupId: 'group-1' }))])
        .when(cancel('2026-12-01T09:00:00'))
        .thenThrows(refusal(LessonErrors.GROUP_LESSON_NOT_CANCELLABLE));
    });

    it('keeps the deadline for a lesson that was moved: it counts from the new day', () => {
      const data = lesson('2026-12-10T20:00:00');
      const moved: LessonEvent = { type: 'LessonRescheduled', data: { previousStartsAt: data.startsAt, startsAt: tokyo('2026-12-04T20:00:00'), endsAt: tokyo('2026-12-04T21:00:00'), rescheduledAt: tokyo('2026-11-30T09:00:00') } };
      spec.given([scheduledEvent(data), moved]).when(cancel('2026-12-03T09:00:00')).thenThrows(refusal(LessonErrors.CANCEL_DEADLINE_PASSED));
    });
  });

  describe('late cancellations, the school, attendance: the strikes', () => {
    const data = lesson('2026-12-31T20:00:00');

    it('records a cancellation after the deadline as late, a strike in the lesson’s Tokyo month (not the next UTC one)', () => {
      spec
        .given([scheduledEvent(data)])
        .when({ type: 'RecordLateCancellation', data: { reason: '寝坊', now: tokyo('2026-12-31T10:00:00'), terms: 'two-days-before' } })
        .then([{ type: 'LessonCancelledLate', data: { reason: '寝坊', cancelledAt: tokyo('2026-12-31T10:00:00'), month: '2026-12' } }]);
    });

    it('does not record a late cancellation before the deadline (that is an ordinary one), nor after the lesson', () => {
      spec.given([scheduledEvent(data)]).when({ type: 'RecordLateCancellation', data: { reason: 'x', now: tokyo('2026-12-29T23:59:00'), terms: 'two-days-before' } }).thenThrows(refusal(LessonErrors.LATE_CANCEL_BEFORE_DEADLINE));
      spec.given([scheduledEvent(data)]).when({ type: 'RecordLateCancellation', data: { reason: 'x', now: tokyo('2026-12-31T21:00:00'), terms: 'two-days-before' } }).thenThrows(refusal(LessonErrors.LESSON_ENDED));
    });

    it("counts a Premium member's cancellation on the day before as ordinary, not late (their deadline is the day before)", () => {
      spec.given([scheduledEvent(data)]).when({ type: 'RecordLateCancellation', data: { reason: 'x', now: tokyo('2026-12-30T12:00:00'), terms: 'day-before' } }).thenThrows(refusal(LessonErrors.LATE_CANCEL_BEFORE_DEADLINE));
    });

    it('gives a make-up credit and no strike when the school cancels, even on the day', () => {
      spec
        .given([scheduledEvent(data)])
        .when({ type: 'CancelLessonAsSchool', data: { reason: 'コーチ体調不良', now: tokyo('2026-12-31T18:00:00') } })
        .then([{ type: 'LessonCancelledBySchool', data: { reason: 'コーチ体調不良', cancelledAt: tokyo('2026-12-31T18:00:00'), makeUpBy: tokyo('2027-01-07T20:00:00') } }]);
    });

    it('records attendance once the lesson has started, and a no-show as missed in the lesson’s month', () => {
      spec.given([scheduledEvent(data)]).when({ type: 'RecordAttendance', data: { attended: true, now: tokyo('2026-12-31T21:00:00') } }).then([{ type: 'LessonAttended', data: { recordedAt: tokyo('2026-12-31T21:00:00') } }]);
      spec
        .given([scheduledEvent(data)])
        .when({ type: 'RecordAttendance', data: { attended: false, now: tokyo('2027-01-01T09:00:00') } })
        .then([{ type: 'LessonMissed', data: { recordedAt: tokyo('2027-01-01T09:00:00'), month: '2026-12' } }]);
      spec.given([scheduledEvent(data)]).when({ type: 'RecordAttendance', data: { attended: true, now: tokyo('2026-12-31T19:59:00') } }).thenThrows(refusal(LessonErrors.NOT_STARTED_YET));
    });
  });

  describe('the second strike forfeits the rest of the month', () => {
    it('forfeits a lesson still ahead in the struck month', () => {
      const data = lesson('2026-12-20T20:00:00');
      spec.given([scheduledEvent(data)]).when({ type: 'ForfeitLesson', data: { month: '2026-12', now: tokyo('2026-12-10T12:00:00') } }).then([{ type: 'LessonForfeited', data: { month: '2026-12', forfeitedAt: tokyo('2026-12-10T12:00:00') } }]);
    });

    it('leaves a lesson of another month, one already over, and one no longer scheduled', () => {
      const january = lesson('2027-01-01T10:00:00');
      spec.given([scheduledEvent(january)]).when({ type: 'ForfeitLesson', data: { month: '2026-12', now: tokyo('2026-12-10T12:00:00') } }).then([]);
      const past = lesson('2026-12-05T20:00:00');
      spec.given([scheduledEvent(past)]).when({ type: 'ForfeitLesson', data: { month: '2026-12', now: tokyo('2026-12-10T12:00:00') } }).then([]);
      spec.given([]).when({ type: 'ForfeitLesson', data: { month: '2026-12', now: tokyo('2026-12-10T12:00:00') } }).then([]);
    });
  });
});
