import { Command } from '@nestjs/cqrs';
import type { AdminNews } from '@coaching/contracts';

/** An operator deletes a news item; answers what was deleted, or null when there was none. */
export class DeleteNewsCommand extends Command<AdminNews | null> {
  constructor(
    readonly id: number,
    readonly operatorId: string,
  ) {
    super();
  }
}
