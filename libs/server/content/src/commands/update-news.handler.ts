import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminNews } from '@coaching/contracts';
import { toAdminNews } from '../queries/news-rows';
import { UpdateNewsCommand } from './update-news.command';
import { writeNews } from './news-writes';

@CommandHandler(UpdateNewsCommand)
export class UpdateNewsHandler implements ICommandHandler<UpdateNewsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, input }: UpdateNewsCommand): Promise<AdminNews | null> {
    const row = await writeNews(this.em.fork(), id, input);
    return row ? toAdminNews(row) : null;
  }
}
