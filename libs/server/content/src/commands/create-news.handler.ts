import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminNews } from '@coaching/contracts';
import { toAdminNews } from '../queries/news-rows';
import { CreateNewsCommand } from './create-news.command';
import { writeNews } from './news-writes';

@CommandHandler(CreateNewsCommand)
export class CreateNewsHandler implements ICommandHandler<CreateNewsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: CreateNewsCommand): Promise<AdminNews> {
    return toAdminNews((await writeNews(this.em.fork(), null, input))!);
  }
}
