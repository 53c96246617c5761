import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminNews } from '@coaching/contracts';
import { EventStore, sqlTransaction } from '@coaching/server-core';
import { byOperator, newsStream } from '../domain/content-streams';
import { toAdminNews } from '../queries/news-rows';
import { CreateNewsCommand } from './create-news.command';
import { newsEvents, writeNews } from './news-writes';

/** The row and what it is (written, and published when its time is set) on its stream, in one transaction. */
@CommandHandler(CreateNewsCommand)
export class CreateNewsHandler implements ICommandHandler<CreateNewsCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ input, operatorId }: CreateNewsCommand): Promise<AdminNews> {
    return sqlTransaction(this.em, async (tx) => {
      const row = (await writeNews(tx, null, input))!;
      await this.store.record(tx, newsStream(row.id), newsEvents(null, row), byOperator(operatorId));
      return toAdminNews(row);
    });
  }
}
