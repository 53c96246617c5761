import { Query } from '@nestjs/cqrs';
import type { LessonStanding } from '@coaching/contracts';

/** The member's strikes and suspended months from the current Tokyo month on (the ones still to be taught). */
export class ListLessonStandingsQuery extends Query<LessonStanding[]> {
  constructor(
    readonly memberId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
