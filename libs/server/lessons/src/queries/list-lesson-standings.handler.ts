import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type LessonStanding, tokyoMonth, tokyoMonthRange } from '@coaching/contracts';
import { inTransaction, ReadCache, ReadCaches, sql } from '@coaching/server-core';
import { ListLessonStandingsQuery } from './list-lesson-standings.query';
import { MEMBER_LESSONS_CACHE } from './member-lessons-cache';

/** The standings as read, and the end of the Tokyo month they were read in (the first month shown changes then). */
interface Standings {
  list: LessonStanding[];
  until: number;
}

/**
 * The member's strikes, shown beside the next lesson on every mypage view. In the api answered from memory between
 * changes (`MEMBER_LESSONS_CACHE`, ADR 0019), and never into the next month.
 */
@QueryHandler(ListLessonStandingsQuery)
export class ListLessonStandingsHandler implements IQueryHandler<ListLessonStandingsQuery> {
  private readonly cache: ReadCache<Standings>;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(ReadCaches) caches: ReadCaches,
  ) {
    this.cache = caches.create<Standings>(MEMBER_LESSONS_CACHE, { validUntil: (s) => s.until });
  }

  async execute({ memberId, now }: ListLessonStandingsQuery): Promise<LessonStanding[]> {
    return (await this.cache.get(memberId, () => this.read(memberId, now), inTransaction(this.em)))!.list;
  }

  private async read(memberId: string, now: Date): Promise<Standings> {
    const month = tokyoMonth(now);
    // A past month's strikes no longer change anything the member can do; 'YYYY-MM' compares as text.
    const rows = await sql<{ month: string; strikes: number; suspended: boolean }>(
      this.em.fork(),
      'select month, strikes, suspended_at is not null as suspended from lesson_standings where member_id = ? and month >= ? and (strikes > 0 or suspended_at is not null) order by month',
      [memberId, month],
    );
    return { list: rows.map((r) => ({ month: r.month, strikes: Number(r.strikes), suspended: r.suspended })), until: tokyoMonthRange(month).to.getTime() };
  }
}
