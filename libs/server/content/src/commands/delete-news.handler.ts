import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminNews } from '@coaching/contracts';
import { EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { byOperator, newsStream } from '../domain/content-streams';
import { NEWS_COLUMNS, type NewsRow, toAdminNews } from '../queries/news-rows';
import { DeleteNewsCommand } from './delete-news.command';

/** The row goes; its stream keeps what it was and who deleted it. */
@CommandHandler(DeleteNewsCommand)
export class DeleteNewsHandler implements ICommandHandler<DeleteNewsCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ id, operatorId }: DeleteNewsCommand): Promise<AdminNews | null> {
    return sqlTransaction(this.em, async (tx) => {
      const [row] = await sql<NewsRow>(tx, `delete from news where id = ? returning ${NEWS_COLUMNS}`, [id]);
      if (!row) return null;
      await this.store.record(tx, newsStream(id), [{ type: 'NewsDeleted', data: { newsId: id, title: row.title } }], byOperator(operatorId));
      return toAdminNews(row);
    });
  }
}
