import { Command } from '@nestjs/cqrs';
import type { AdminNews, NewsWrite } from '@coaching/contracts';

/** An operator writes a news item (a draft, scheduled, or published at once). */
export class CreateNewsCommand extends Command<AdminNews> {
  constructor(
    readonly input: NewsWrite,
    readonly operatorId: string,
  ) {
    super();
  }
}
