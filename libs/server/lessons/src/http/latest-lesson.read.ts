import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { LatestLessonAnswer } from '@coaching/contracts';
import type { MemberRead } from '@coaching/server-core';
import { GetLatestLessonQuery } from '../queries/get-latest-lesson.query';
import { ListLessonStandingsQuery } from '../queries/list-lesson-standings.query';

/**
 * `GET /api/lessons/latest` (spec §7's next lesson, with the member's strikes beside it): mypage asks it on every
 * visit, so the api's fast path answers it when the session is plain (apps/api fast-path/member-reads.ts), and
 * `LessonsController.latest` through the same `answer` otherwise. Verified members only, as the controller's guard.
 */
@Injectable()
export class LatestLessonRead implements MemberRead {
  readonly path = '/api/lessons/latest';

  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  answer(memberId: string): Promise<LatestLessonAnswer> {
    return this.answerFor(memberId);
  }

  /**
   * With `gameId` (`?game_id=`, the course mypage shows), the next lesson of that game. The query string sends the
   * request past the fast path to the controller, which answers through here.
   */
  async answerFor(memberId: string, gameId?: number): Promise<LatestLessonAnswer> {
    const [data, standings] = await Promise.all([
      this.queries.execute(new GetLatestLessonQuery(memberId, new Date(), gameId)),
      this.queries.execute(new ListLessonStandingsQuery(memberId)),
    ]);
    return { data, standings };
  }
}
