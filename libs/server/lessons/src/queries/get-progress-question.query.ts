import { Query } from '@nestjs/cqrs';
import type { ProgressQuestion } from '@coaching/contracts';

/**
 * This Tokyo month's 「今月、上達を実感できましたか？」 for the member's course (`gameId`, else their current course): whether
 * it is asked and their answer. Null when they run no plan of that course.
 */
export class GetProgressQuestionQuery extends Query<ProgressQuestion | null> {
  constructor(
    readonly memberId: string,
    readonly gameId?: number,
    readonly now = new Date(),
  ) {
    super();
  }
}
