import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { KarteEntry, KarteSkill } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { ListKarteQuery } from './list-karte.query';

@QueryHandler(ListKarteQuery)
export class ListKarteHandler implements IQueryHandler<ListKarteQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ memberId }: ListKarteQuery): Promise<KarteEntry[]> {
    const rows = await sql<{ lesson_id: string; starts_at: Date; coach_name: string; worked_on: string; homework: string; ratings: Record<KarteSkill, number>; written_at: Date }>(
      this.em.fork(),
      `select n.lesson_id, l.starts_at, c.name as coach_name, n.worked_on, n.homework, n.ratings, n.written_at
         from lesson_notes n join lessons l on l.id = n.lesson_id join coaches c on c.id = n.coach_id
        where n.member_id = ? order by l.starts_at desc limit 200`,
      [memberId],
    );
    return rows.map((r) => ({
      lesson_id: r.lesson_id,
      started_at: new Date(r.starts_at).toISOString(),
      coach: { name: r.coach_name },
      worked_on: r.worked_on,
      homework: r.homework,
      ratings: r.ratings,
      written_at: new Date(r.written_at).toISOString(),
    }));
  }
}
