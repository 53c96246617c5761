import { Query } from '@nestjs/cqrs';
import type { LatestLesson } from '@coaching/contracts';

/**
 * The member's next lesson (spec §7 `/api/lessons/latest`): the first not called off and not yet over; with `gameId`,
 * the first of that game's (mypage asks for the course it shows).
 */
export class GetLatestLessonQuery extends Query<LatestLesson | null> {
  constructor(
    readonly memberId: string,
    readonly now: Date = new Date(),
    readonly gameId?: number,
  ) {
    super();
  }
}
