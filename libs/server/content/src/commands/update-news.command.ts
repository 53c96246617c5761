import { Command } from '@nestjs/cqrs';
import type { AdminNews, NewsWrite } from '@coaching/contracts';

/** An operator changes a news item; null when there is no such item. */
export class UpdateNewsCommand extends Command<AdminNews | null> {
  constructor(
    readonly id: number,
    readonly input: NewsWrite,
    readonly operatorId: string,
  ) {
    super();
  }
}
