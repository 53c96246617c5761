import { Query } from '@nestjs/cqrs';
import type { AdminLesson } from '@coaching/contracts';

/** A coach's lesson as the back office shows it, with the game it is of (the group's, else the student's plan's). */
export interface CoachRangeLesson {
  lesson: AdminLesson;
  gameId: number | null;
}

/**
 * Published (composition's coach agenda): the coach's lessons overlapping [from, to), cancelled ones included, in
 * time order.
 */
export class ListCoachLessonsInRangeQuery extends Query<CoachRangeLesson[]> {
  constructor(
    readonly coachId: string,
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
