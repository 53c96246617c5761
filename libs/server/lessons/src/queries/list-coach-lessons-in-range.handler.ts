import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { listAdminLessons } from './admin-lesson-rows';
import { type CoachRangeLesson, ListCoachLessonsInRangeQuery } from './list-coach-lessons-in-range.query';
import { LESSON_GAME_SQL } from './member-lesson-rows';

/** A coach's lessons in a range: far more than a fortnight of one coach's lessons ever holds. */
const MOST_LESSONS = 500;

@QueryHandler(ListCoachLessonsInRangeQuery)
export class ListCoachLessonsInRangeHandler implements IQueryHandler<ListCoachLessonsInRangeQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ coachId, from, to }: ListCoachLessonsInRangeQuery): Promise<CoachRangeLesson[]> {
    const em = this.em.fork();
    const { rows } = await listAdminLessons(em, this.queries, coachId, {
      sort: { field: 'starts_at', order: 'ASC' },
      range: { start: 0, end: MOST_LESSONS - 1 },
      filter: { starts_from: from.toISOString(), starts_to: to.toISOString() },
    });
    if (rows.length === 0) return [];
    const games = await sql<{ id: string; game_id: number | null }>(
      em,
      `select l.id, ${LESSON_GAME_SQL} as game_id from lessons l join coaches c on c.id = l.coach_id
         left join lesson_groups g on g.id = l.group_id left join lesson_students s on s.subscription_id = l.subscription_id
        where l.id = any(?::uuid[])`,
      [`{${rows.map((r) => r.id).join(',')}}`],
    );
    const gameOf = new Map(games.map((g) => [g.id, g.game_id === null ? null : Number(g.game_id)]));
    return rows.map((lesson) => ({ lesson, gameId: gameOf.get(lesson.id) ?? null }));
  }
}
