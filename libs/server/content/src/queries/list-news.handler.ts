import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NewsPage } from '@coaching/contracts';
import { inTransaction, ReadCache, ReadCaches, sql } from '@coaching/server-core';
import { ListNewsQuery } from './list-news.query';
import { NEWS_CACHE } from './news-cache';
import { isoOf, memberGamesArray, type NewsRow, VISIBLE_TO_MEMBER } from './news-rows';

/** A page as read, and when it stops being true by itself: the next scheduled item's publication. */
interface CachedPage {
  page: NewsPage;
  until: number;
}

/**
 * A member's news page, asked on every mypage view. In the api a page is answered from memory between changes of
 * `news` (`NEWS_CACHE`, ADR 0019) and never past the publication time of
 * the next scheduled item, which the same statement reads.
 */
@QueryHandler(ListNewsQuery)
export class ListNewsHandler implements IQueryHandler<ListNewsQuery> {
  private readonly cache: ReadCache<CachedPage>;

  constructor(
    private readonly em: EntityManager,
    @Inject(ReadCaches) caches: ReadCaches,
  ) {
    this.cache = caches.create<CachedPage>(NEWS_CACHE, { validUntil: (cached) => cached.until });
  }

  async execute({ memberGameIds, page, perPage }: ListNewsQuery): Promise<NewsPage> {
    const games = memberGamesArray(memberGameIds);
    const cached = await this.cache.get(`${games}|${page}|${perPage}`, () => this.read(games, page, perPage), inTransaction(this.em));
    return cached!.page;
  }

  private async read(games: string, page: number, perPage: number): Promise<CachedPage> {
    const em = this.em.fork();
    // The page and the total in one statement (every mypage asks for it); a page past the end has no row to carry
    // the total, and only then is it counted apart.
    const rows = await sql<Pick<NewsRow, 'id' | 'title' | 'published_at'> & { total: string; next_publication: Date | string | null }>(
      em,
      `select id, title, published_at, count(*) over () as total,
              (select min(published_at) from news where published_at > now()) as next_publication
         from news where ${VISIBLE_TO_MEMBER} order by published_at desc, id desc limit ? offset ?`,
      [games, perPage, (page - 1) * perPage],
    );
    const { count, next } = rows.length > 0 ? { count: Number(rows[0].total), next: rows[0].next_publication } : await this.countVisible(em, games);
    return {
      page: {
        data: rows.map((row) => ({ id: row.id, title: row.title, published_at: isoOf(row.published_at!) })),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(count / perPage)), per_page: perPage, total: count },
      },
      until: next === null ? Number.POSITIVE_INFINITY : new Date(next).getTime(),
    };
  }

  private async countVisible(em: EntityManager, games: string): Promise<{ count: number; next: Date | string | null }> {
    const [{ total, next_publication }] = await sql<{ total: string; next_publication: Date | string | null }>(
      em,
      `select count(*) as total, (select min(published_at) from news where published_at > now()) as next_publication from news where ${VISIBLE_TO_MEMBER}`,
      [games],
    );
    return { count: Number(total), next: next_publication };
  }
}
