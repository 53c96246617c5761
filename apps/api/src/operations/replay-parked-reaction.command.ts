import { Command } from '@nestjs/cqrs';
import type { ParkedReactionDto } from '@coaching/contracts';

/**
 * An admin runs a parked reaction once more (its cause fixed). Answers the parked reaction, or null when nothing of
 * that key is parked.
 */
export class ReplayParkedReactionCommand extends Command<ParkedReactionDto | null> {
  constructor(
    readonly key: { eventId: string; reactor: string },
    readonly operatorId: string,
  ) {
    super();
  }
}
