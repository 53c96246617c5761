import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { KarteEntry, KarteSkill } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { ListKarteQuery } from './list-karte.query';
import { LESSON_GAME_SQL, lessonGamesOf } from './member-lesson-rows';

@QueryHandler(ListKarteQuery)
export class ListKarteHandler implements IQueryHandler<ListKarteQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId }: ListKarteQuery): Promise<KarteEntry[]> {
    const rows = await sql<{ lesson_id: string; starts_at: Date; coach_name: string; game_id: number; worked_on: string; homework: string; ratings: Record<KarteSkill, number>; written_at: Date }>(
      this.em.fork(),
      `select n.lesson_id, l.starts_at, c.name as coach_name, ${LESSON_GAME_SQL} as game_id, n.worked_on, n.homework, n.ratings, n.written_at
         from lesson_notes n join lessons l on l.id = n.lesson_id join coaches c on c.id = n.coach_id
              left join lesson_groups g on g.id = l.group_id left join lesson_students s on s.subscription_id = l.subscription_id
        where n.member_id = ? order by l.starts_at desc limit 200`,
      [memberId],
    );
    const games = await lessonGamesOf(this.queries, rows.map((r) => r.game_id));
    return rows.map((r) => ({
      lesson_id: r.lesson_id,
      started_at: new Date(r.starts_at).toISOString(),
      coach: { name: r.coach_name },
      game: games.get(Number(r.game_id)) ?? null,
      worked_on: r.worked_on,
      homework: r.homework,
      ratings: r.ratings,
      written_at: new Date(r.written_at).toISOString(),
    }));
  }
}
