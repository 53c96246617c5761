import { Query } from '@nestjs/cqrs';
import type { CoachMemberRatingMonth } from '@coaching/contracts';
import type { ActingOperator } from '../commands/acting-operator';

/**
 * The members' ratings of one coach's lessons (issue 29), per Tokyo month of the lesson, newest month first: how many,
 * the average, the count per star and 満足度; with 上達実感 from the coach's members' monthly answers. Null when the coach is not there or not the asking coach's own.
 */
export class GetCoachMemberRatingsQuery extends Query<CoachMemberRatingMonth[] | null> {
  constructor(
    readonly operator: ActingOperator,
    readonly coachId: string,
  ) {
    super();
  }
}
