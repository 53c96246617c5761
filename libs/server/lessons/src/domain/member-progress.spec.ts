import { deciderSpec } from '@coaching/server-core/testing';
import { DomainError } from '@coaching/server-core/errors';
import { LessonErrors } from './lessons-errors';
import { type MemberProgressEvent, memberProgressDecider, progressQuestionRefusal, type ProgressQuestionFacts } from './member-progress.decider';

// The monthly 「今月、上達を実感できましたか？」 (issue 29): given/when/then on the member's stream of one course.
const spec = deciderSpec(memberProgressDecider);
const tokyo = (local: string) => new Date(`${local}+09:00`).toISOString();
const refusal = (code: string) => expect.objectContaining({ code }) as unknown as DomainError;

const eligible: ProgressQuestionFacts = { payingInCourse: true, coachOfMonth: 'coach-1' };
const answer = (now: string, improved = true, comment = '', facts = eligible) => ({
  type: 'AnswerProgressQuestion' as const,
  data: { memberId: 'member-1', gameId: 2, improved, comment, now: tokyo(now), facts },
});
const answeredInDecember: MemberProgressEvent = {
  type: 'MemberProgressAnswered',
  data: { memberId: 'member-1', gameId: 2, month: '2026-12', coachId: 'coach-1', improved: true, comment: '', answeredAt: tokyo('2026-12-03T21:00:00') },
};

describe('the eligibility rule', () => {
  it('given a running plan of the course and a lesson attended this month, then the member may answer', () => {
    expect(progressQuestionRefusal(eligible)).toBeNull();
  });

  it('given no running plan of the course, then no (even with a lesson attended)', () => {
    expect(progressQuestionRefusal({ payingInCourse: false, coachOfMonth: 'coach-1' })).toBe('PROGRESS_NO_COURSE');
  });

  it('given a running plan but no lesson attended yet this month, then not yet', () => {
    expect(progressQuestionRefusal({ payingInCourse: true, coachOfMonth: null })).toBe('PROGRESS_NO_FINISHED_LESSON');
  });
});

describe('the member answers the monthly question', () => {
  it('given no answer this month, when the member answers, then it is recorded for the Tokyo month and the coach of its lessons', () => {
    // 1 January 00:30 in Tokyo is still 31 December in UTC: the month is Tokyo's.
    spec
      .given([answeredInDecember])
      .when(answer('2027-01-01T00:30:00', false, 'まだ実感はありません'))
      .then([
        {
          type: 'MemberProgressAnswered',
          data: { memberId: 'member-1', gameId: 2, month: '2027-01', coachId: 'coach-1', improved: false, comment: 'まだ実感はありません', answeredAt: tokyo('2027-01-01T00:30:00') },
        },
      ]);
  });

  it('given an answer this month, when the member changes it within the month, then the change is recorded; the same answer again records nothing', () => {
    spec
      .given([answeredInDecember])
      .when(answer('2026-12-31T23:59:00', false, 'エイムはまだ'))
      .then([{ type: 'MemberProgressAnswerChanged', data: { memberId: 'member-1', gameId: 2, month: '2026-12', coachId: 'coach-1', improved: false, comment: 'エイムはまだ', changedAt: tokyo('2026-12-31T23:59:00') } }]);
    spec.given([answeredInDecember]).when(answer('2026-12-20T10:00:00')).then([]);
  });

  it('refuses without a running plan of the course, or before a lesson was attended this month, in Japanese', () => {
    spec.given([]).when(answer('2026-12-05T10:00:00', true, '', { payingInCourse: false, coachOfMonth: null })).thenThrows(refusal(LessonErrors.PROGRESS_NO_COURSE));
    spec.given([answeredInDecember]).when(answer('2027-01-02T10:00:00', true, '', { payingInCourse: true, coachOfMonth: null })).thenThrows(refusal(LessonErrors.PROGRESS_NO_FINISHED_LESSON));
  });
});
