import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminNews } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { GetAdminNewsQuery } from './get-admin-news.query';
import { NEWS_COLUMNS, type NewsRow, toAdminNews } from './news-rows';

@QueryHandler(GetAdminNewsQuery)
export class GetAdminNewsHandler implements IQueryHandler<GetAdminNewsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetAdminNewsQuery): Promise<AdminNews | null> {
    const [row] = await sql<NewsRow>(this.em.fork(), `select ${NEWS_COLUMNS} from news where id = ?`, [id]);
    return row ? toAdminNews(row) : null;
  }
}
