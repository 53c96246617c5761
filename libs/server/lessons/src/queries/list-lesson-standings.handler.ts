import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LessonStanding } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { tokyoMonth } from '../domain/lesson-calendar';
import { ListLessonStandingsQuery } from './list-lesson-standings.query';

@QueryHandler(ListLessonStandingsQuery)
export class ListLessonStandingsHandler implements IQueryHandler<ListLessonStandingsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ memberId, now }: ListLessonStandingsQuery): Promise<LessonStanding[]> {
    // A past month's strikes no longer change anything the member can do; 'YYYY-MM' compares as text.
    const rows = await sql<{ month: string; strikes: number; suspended: boolean }>(
      this.em.fork(),
      'select month, strikes, suspended_at is not null as suspended from lesson_standings where member_id = ? and month >= ? and (strikes > 0 or suspended_at is not null) order by month',
      [memberId, tokyoMonth(now)],
    );
    return rows.map((r) => ({ month: r.month, strikes: Number(r.strikes), suspended: r.suspended }));
  }
}
