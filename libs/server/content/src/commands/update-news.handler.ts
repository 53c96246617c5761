import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminNews } from '@coaching/contracts';
import { EventStore, sqlTransaction } from '@coaching/server-core';
import { byOperator, newsStream } from '../domain/content-streams';
import { toAdminNews } from '../queries/news-rows';
import { lockNews, newsEvents, writeNews } from './news-writes';
import { UpdateNewsCommand } from './update-news.command';

/** The change and what it did (changed, published, back to a draft) on the item's stream, in one transaction. */
@CommandHandler(UpdateNewsCommand)
export class UpdateNewsHandler implements ICommandHandler<UpdateNewsCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ id, input, operatorId }: UpdateNewsCommand): Promise<AdminNews | null> {
    return sqlTransaction(this.em, async (tx) => {
      const before = await lockNews(tx, id);
      if (!before) return null;
      const row = (await writeNews(tx, id, input))!;
      await this.store.record(tx, newsStream(id), newsEvents(before, row), byOperator(operatorId));
      return toAdminNews(row);
    });
  }
}
