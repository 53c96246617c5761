import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NewsItem } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { GetNewsQuery } from './get-news.query';
import { memberGamesArray, NEWS_COLUMNS, type NewsRow, toNewsItem, VISIBLE_TO_MEMBER } from './news-rows';

@QueryHandler(GetNewsQuery)
export class GetNewsHandler implements IQueryHandler<GetNewsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, memberGameIds }: GetNewsQuery): Promise<NewsItem | null> {
    const [row] = await sql<NewsRow>(this.em.fork(), `select ${NEWS_COLUMNS} from news where id = ? and ${VISIBLE_TO_MEMBER}`, [id, memberGamesArray(memberGameIds)]);
    return row ? toNewsItem(row) : null;
  }
}
