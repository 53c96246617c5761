import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { tokyoMonth, tokyoMonthRange } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import type { ProgressQuestionFacts } from '../domain/member-progress.decider';
import { currentCourseOf } from './member-coach-rows';

/**
 * The course the monthly question is about: `gameId` when given (any game: a course the member does not run is refused or
 * answered as no question), else the member's current course as `GET /api/me` chooses it. Null: no course at all.
 */
export async function progressCourseOf(em: EntityManager, queries: QueryBus, memberId: string, gameId: number | undefined, now: Date): Promise<number | null> {
  if (gameId !== undefined) return gameId;
  return (await currentCourseOf(em, queries, memberId, now))?.game_id ?? null;
}

/**
 * The facts the eligibility rule reads in the Tokyo month of `now`: a running plan of the course, and the coach of the
 * member's latest personal lesson of the course that began this month, was attended and has ended. Scoped to the member.
 */
export async function progressFactsOf(em: EntityManager, memberId: string, gameId: number, now: Date): Promise<ProgressQuestionFacts> {
  const { from, to } = tokyoMonthRange(tokyoMonth(now));
  const [row] = await sql<{ paying: boolean; coach_id: string | null }>(
    em,
    `select exists (select 1 from lesson_students where member_id = ? and game_id = ? and starts_at <= ? and ends_at > ?) as paying,
            (select l.coach_id from lessons l join coaches c on c.id = l.coach_id left join lesson_students s on s.subscription_id = l.subscription_id
              where l.member_id = ? and l.kind = 'personal' and l.status = 'attended' and l.ends_at <= ? and l.starts_at >= ? and l.starts_at < ?
                and coalesce(s.game_id, c.game_id) = ?
              order by l.starts_at desc limit 1) as coach_id`,
    [memberId, gameId, now, now, memberId, now, from, to, gameId],
  );
  return { payingInCourse: row.paying, coachOfMonth: row.coach_id };
}
