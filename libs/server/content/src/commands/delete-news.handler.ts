import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminNews } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { NEWS_COLUMNS, type NewsRow, toAdminNews } from '../queries/news-rows';
import { DeleteNewsCommand } from './delete-news.command';

@CommandHandler(DeleteNewsCommand)
export class DeleteNewsHandler implements ICommandHandler<DeleteNewsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: DeleteNewsCommand): Promise<AdminNews | null> {
    const [row] = await sql<NewsRow>(this.em.fork(), `delete from news where id = ? returning ${NEWS_COLUMNS}`, [id]);
    return row ? toAdminNews(row) : null;
  }
}
