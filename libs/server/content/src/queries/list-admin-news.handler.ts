import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminNews } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { ListAdminNewsQuery } from './list-admin-news.query';
import { NEWS_COLUMNS, type NewsRow, toAdminNews } from './news-rows';

const STATUS_CONDITION = {
  draft: 'published_at is null',
  scheduled: 'published_at > now()',
  published: 'published_at <= now()',
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

@QueryHandler(ListAdminNewsQuery)
export class ListAdminNewsHandler implements IQueryHandler<ListAdminNewsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ criteria }: ListAdminNewsQuery): Promise<{ rows: AdminNews[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (criteria.filter.q) {
      where.push('title ilike ?');
      params.push(`%${escapeLike(criteria.filter.q)}%`);
    }
    if (criteria.filter.status) where.push(STATUS_CONDITION[criteria.filter.status]);
    if (criteria.filter.game_id) {
      where.push('game_id = ?');
      params.push(criteria.filter.game_id);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const em = this.em.fork();
    const [{ total }] = await sql<{ total: string }>(em, `select count(*) as total from news ${clause}`, params);
    // Drafts (no date) first when sorting by date, newest first: what an operator is working on.
    const nulls = criteria.sort.field === 'published_at' ? (criteria.sort.order === 'DESC' ? 'nulls first' : 'nulls last') : '';
    const rows = await sql<NewsRow>(
      em,
      `select ${NEWS_COLUMNS} from news ${clause} order by ${criteria.sort.field} ${criteria.sort.order} ${nulls}, id desc limit ? offset ?`,
      [...params, criteria.range.end - criteria.range.start + 1, criteria.range.start],
    );
    return { rows: rows.map(toAdminNews), total: Number(total) };
  }
}
