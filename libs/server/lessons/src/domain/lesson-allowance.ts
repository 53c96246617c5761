import { domainError } from '@coaching/server-core/errors';
import type { LessonSource } from './lesson.decider';
import { LessonErrors } from './lessons-errors';

// What a member may still book (spec §9, issue 10): the plan's lessons per month, bought extra lessons, and
// make-up credits from lessons cancelled on time (by the member or the school), each valid for a week.

export interface MakeUpCredit {
  /** The cancelled lesson the credit replaces. */
  lessonId: string;
  /** The last moment a make-up lesson may start. */
  makeUpBy: string;
  /** Whether a lesson already uses it. */
  used: boolean;
}

export interface AllowanceFacts {
  lessonsPerMonth: number;
  /** Lessons of the plan already booked in the lesson's Tokyo month, whatever became of them. */
  planLessonsInMonth: number;
  extraLessonsBought: number;
  extraLessonsBooked: number;
  credits: readonly MakeUpCredit[];
  /** The lesson's month is suspended by the two-strike rule. */
  monthSuspended: boolean;
}

export type AllowanceChoice = { source: Exclude<LessonSource, 'make-up'>; makeUpFor: null; creditDeadline: null } | { source: 'make-up'; makeUpFor: string; creditDeadline: string };

/**
 * Which allowance a new lesson at `startsAt` uses: a make-up credit still valid then (the one that expires
 * first, as it is lost first), else the plan's lessons of that month, else a bought extra lesson. A lesson
 * cancelled on time keeps its place in the month's count: its credit is what replaces it.
 */
export function chooseAllowance(facts: AllowanceFacts, startsAt: Date): AllowanceChoice {
  if (facts.monthSuspended) throw domainError(LessonErrors.MONTH_SUSPENDED);
  const credit = facts.credits
    .filter((c) => !c.used && startsAt <= new Date(c.makeUpBy))
    .sort((a, b) => a.makeUpBy.localeCompare(b.makeUpBy))[0];
  if (credit) return { source: 'make-up', makeUpFor: credit.lessonId, creditDeadline: credit.makeUpBy };
  if (facts.planLessonsInMonth < facts.lessonsPerMonth) return { source: 'plan', makeUpFor: null, creditDeadline: null };
  if (facts.extraLessonsBooked < facts.extraLessonsBought) return { source: 'extra', makeUpFor: null, creditDeadline: null };
  throw domainError(LessonErrors.ALLOWANCE_USED_UP);
}
