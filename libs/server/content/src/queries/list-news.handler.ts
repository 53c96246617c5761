import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NewsPage } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { ListNewsQuery } from './list-news.query';
import { isoOf, memberGamesArray, type NewsRow, VISIBLE_TO_MEMBER } from './news-rows';

@QueryHandler(ListNewsQuery)
export class ListNewsHandler implements IQueryHandler<ListNewsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberGameIds, page, perPage }: ListNewsQuery): Promise<NewsPage> {
    const em = this.em.fork();
    const games = memberGamesArray(memberGameIds);
    // The page and the total in one statement (every mypage asks for it); a page past the end has no row to carry
    // the total, and only then is it counted apart.
    const rows = await sql<Pick<NewsRow, 'id' | 'title' | 'published_at'> & { total: string }>(
      em,
      `select id, title, published_at, count(*) over () as total from news where ${VISIBLE_TO_MEMBER} order by published_at desc, id desc limit ? offset ?`,
      [games, perPage, (page - 1) * perPage],
    );
    const count = rows.length > 0 ? Number(rows[0].total) : await this.countVisible(em, games);
    return {
      data: rows.map((row) => ({ id: row.id, title: row.title, published_at: isoOf(row.published_at!) })),
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(count / perPage)), per_page: perPage, total: count },
    };
  }

  private async countVisible(em: EntityManager, games: string): Promise<number> {
    const [{ total }] = await sql<{ total: string }>(em, `select count(*) as total from news where ${VISIBLE_TO_MEMBER}`, [games]);
    return Number(total);
  }
}
