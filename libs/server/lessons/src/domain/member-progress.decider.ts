import { tokyoMonth } from '@coaching/contracts';
import type { Decider, DomainEvent } from '@coaching/server-core';
import { domainError } from '@coaching/server-core/errors';
import { LessonErrors } from './lessons-errors';

// The monthly 「今月、上達を実感できましたか？」 (issue 29). One stream per member and course, `lesson-progress-<member>-<game>`:
// at most one answer per Tokyo month, asked of a paying member of the course once they attended a lesson of it that month,
// changeable until the month ends. The answer names the coach of that month's lessons, whose 上達実感 it counts for.

export const MEMBER_PROGRESS_STREAM_TYPE = 'lesson-progress';
export const memberProgressStream = (memberId: string, gameId: number) => ({ id: `lesson-progress-${memberId}-${gameId}`, type: MEMBER_PROGRESS_STREAM_TYPE });

export interface MemberProgressAnsweredData {
  memberId: string;
  gameId: number;
  /** The Tokyo month answered, 'YYYY-MM'. */
  month: string;
  /** The coach of the member's latest attended lesson of the course that month. */
  coachId: string;
  improved: boolean;
  comment: string;
  answeredAt: string;
}

/** The month's answer, changed (the coach named again, from the lessons of the month so far). */
export type MemberProgressAnswerChangedData = Omit<MemberProgressAnsweredData, 'answeredAt'> & { changedAt: string };

export type MemberProgressEvent = DomainEvent<'MemberProgressAnswered', MemberProgressAnsweredData> | DomainEvent<'MemberProgressAnswerChanged', MemberProgressAnswerChangedData>;

/**
 * What the handler found before deciding, in the Tokyo month of the command's `now`: whether the member has a running plan
 * of the course, and the coach of their latest attended (ended) lesson of it this month (null: none yet).
 */
export interface ProgressQuestionFacts {
  payingInCourse: boolean;
  coachOfMonth: string | null;
}

export type MemberProgressCommand = {
  type: 'AnswerProgressQuestion';
  data: { memberId: string; gameId: number; improved: boolean; comment: string; now: string; facts: ProgressQuestionFacts };
};

export interface MemberProgressState {
  /** This course's answers by month. */
  answers: Record<string, { improved: boolean; comment: string }>;
}

/** The eligibility rule: asked of a paying member of the course who attended a lesson of it this month. Null: may answer. */
export function progressQuestionRefusal(facts: ProgressQuestionFacts): keyof typeof LessonErrors | null {
  if (!facts.payingInCourse) return 'PROGRESS_NO_COURSE';
  if (!facts.coachOfMonth) return 'PROGRESS_NO_FINISHED_LESSON';
  return null;
}

export const memberProgressDecider: Decider<MemberProgressCommand, MemberProgressEvent, MemberProgressState> = {
  initialState: () => ({ answers: {} }),

  evolve(state, event) {
    const { month, improved, comment } = event.data;
    return { answers: { ...state.answers, [month]: { improved, comment } } };
  },

  decide(command, state) {
    const { memberId, gameId, improved, comment, now, facts } = command.data;
    const refusal = progressQuestionRefusal(facts);
    if (refusal) throw domainError(LessonErrors[refusal]);
    const coachId = facts.coachOfMonth!;
    const month = tokyoMonth(new Date(now));
    const previous = state.answers[month];
    if (!previous) return [{ type: 'MemberProgressAnswered', data: { memberId, gameId, month, coachId, improved, comment, answeredAt: now } }];
    if (previous.improved === improved && previous.comment === comment) return [];
    return [{ type: 'MemberProgressAnswerChanged', data: { memberId, gameId, month, coachId, improved, comment, changedAt: now } }];
  },
};
