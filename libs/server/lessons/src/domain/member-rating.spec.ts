import { deciderSpec } from '@coaching/server-core/testing';
import { DomainError } from '@coaching/server-core/errors';
import { lessonDecider, type LessonEvent, type LessonScheduledData } from './lesson.decider';
import { LessonErrors } from './lessons-errors';
import { ratingEditableUntil } from './member-rating';

// The member's rating of a lesson (issue 29), on the lesson's own stream: given/when/then.
const spec = deciderSpec(lessonDecider);
const tokyo = (local: string) => new Date(`${local}+09:00`).toISOString();
const refusal = (code: string) => expect.objectContaining({ code }) as unknown as DomainError;

// Tuesday 1 December 2026, 23:30 to 00:30 Tokyo: the lesson day is the 1st even though it ends on the 2nd.
const lesson: LessonScheduledData = {
  lessonId: 'lesson-1',
  kind: 'personal',
  memberId: 'member-1',
  groupId: null,
  coachId: 'coach-1',
  subscriptionId: 'sub-1',
  startsAt: tokyo('2026-12-01T23:30:00'),
  endsAt: tokyo('2026-12-02T00:30:00'),
  source: 'plan',
  makeUpFor: null,
  creditDeadline: null,
  scheduledAt: tokyo('2026-11-20T12:00:00'),
};
const scheduled: LessonEvent = { type: 'LessonScheduled', data: lesson };
const attended: LessonEvent = { type: 'LessonAttended', data: { recordedAt: tokyo('2026-12-02T00:40:00') } };
const missed: LessonEvent = { type: 'LessonMissed', data: { recordedAt: tokyo('2026-12-02T00:40:00'), month: '2026-12' } };
const rate = (now: string, score = 4, comment = 'わかりやすかったです', memberId = 'member-1') => ({ type: 'RateLessonAsMember' as const, data: { memberId, score, comment, now: tokyo(now) } });
const rated: LessonEvent = { type: 'LessonRatedByMember', data: { memberId: 'member-1', score: 4, comment: 'わかりやすかったです', ratedAt: tokyo('2026-12-02T08:00:00') } };

describe('the member rates a lesson', () => {
  it('editable until the end of the seventh Tokyo day after the lesson day', () => {
    expect(ratingEditableUntil(new Date(lesson.startsAt)).toISOString()).toBe(new Date(tokyo('2026-12-08T23:59:59.999')).toISOString());
  });

  it('given an attended lesson that ended, when its member rates it, then it is rated', () => {
    spec
      .given([scheduled, attended])
      .when(rate('2026-12-02T08:00:00'))
      .then([{ type: 'LessonRatedByMember', data: { memberId: 'member-1', score: 4, comment: 'わかりやすかったです', ratedAt: tokyo('2026-12-02T08:00:00') } }]);
  });

  it('given a rating, when the member changes it within seven days, then the change is recorded; the same rating again records nothing', () => {
    spec
      .given([scheduled, attended, rated])
      .when(rate('2026-12-08T23:59:00', 2, ''))
      .then([{ type: 'LessonRatingChanged', data: { memberId: 'member-1', score: 2, comment: '', changedAt: tokyo('2026-12-08T23:59:00') } }]);
    spec.given([scheduled, attended, rated]).when(rate('2026-12-03T08:00:00')).then([]);
  });

  it('given a rating, when the seven days are over, then it is locked (and a first rating too)', () => {
    spec.given([scheduled, attended, rated]).when(rate('2026-12-09T00:00:00', 5)).thenThrows(refusal(LessonErrors.RATING_LOCKED));
    spec.given([scheduled, attended]).when(rate('2026-12-09T00:00:00')).thenThrows(refusal(LessonErrors.RATING_LOCKED));
  });

  it('refuses before the lesson ended, even with attendance recorded', () => {
    spec.given([scheduled]).when(rate('2026-12-01T20:00:00')).thenThrows(refusal(LessonErrors.RATING_NOT_ENDED));
    spec.given([scheduled, attended]).when(rate('2026-12-02T00:00:00')).thenThrows(refusal(LessonErrors.RATING_NOT_ENDED));
  });

  it('refuses a missed, cancelled or not yet recorded lesson', () => {
    spec.given([scheduled, missed]).when(rate('2026-12-02T08:00:00')).thenThrows(refusal(LessonErrors.RATING_NOT_ATTENDED));
    spec.given([scheduled]).when(rate('2026-12-02T08:00:00')).thenThrows(refusal(LessonErrors.RATING_NOT_ATTENDED));
    spec
      .given([scheduled, { type: 'LessonCancelledBySchool', data: { reason: '体調不良', cancelledAt: tokyo('2026-12-01T12:00:00'), makeUpBy: null } }])
      .when(rate('2026-12-02T08:00:00'))
      .thenThrows(refusal(LessonErrors.RATING_NOT_ATTENDED));
  });

  it("answers another member's lesson, or none, as not found", () => {
    spec.given([scheduled, attended]).when(rate('2026-12-02T08:00:00', 4, '', 'member-2')).thenThrows(refusal(LessonErrors.LESSON_NOT_FOUND));
    spec.given([]).when(rate('2026-12-02T08:00:00')).thenThrows(refusal(LessonErrors.LESSON_NOT_FOUND));
  });

  it('refuses a group lesson and a score outside 1 to 5 or not whole', () => {
    spec
      .given([{ type: 'LessonScheduled', data: { ...lesson, kind: 'group', memberId: null, groupId: 'group-1' } }, attended])
      .when(rate('2026-12-02T08:00:00'))
      .thenThrows(refusal(LessonErrors.RATING_GROUP_LESSON));
    for (const score of [0, 6, 3.5]) spec.given([scheduled, attended]).when(rate('2026-12-02T08:00:00', score)).thenThrows(refusal(LessonErrors.RATING_SCORE_INVALID));
  });
});
