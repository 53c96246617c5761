import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PageViewStat } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { ListPageViewStatsQuery } from './list-page-view-stats.query';

@QueryHandler(ListPageViewStatsQuery)
export class ListPageViewStatsHandler implements IQueryHandler<ListPageViewStatsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ days }: ListPageViewStatsQuery): Promise<PageViewStat[]> {
    const rows = await sql<{ day: string; path: string; views: string }>(
      this.em.fork(),
      `select to_char(viewed_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD') as day, path, count(*) as views
         from page_views where viewed_at >= now() - (? * interval '1 day')
        group by 1, 2 order by 1, 3 desc`,
      [days],
    );
    return rows.map((r) => ({ day: r.day, path: r.path, views: Number(r.views) }));
  }
}
