import { Command } from '@nestjs/cqrs';
import type { SavedCard } from '@coaching/contracts';

/** Saves a new card from the provider's single-use token; it becomes the default (spec §9). Answers the cards. */
export class SaveCardCommand extends Command<SavedCard[]> {
  constructor(
    readonly memberId: string,
    readonly token: string,
  ) {
    super();
  }
}
