import { Command } from '@nestjs/cqrs';
import type { SavedCard } from '@coaching/contracts';

/**
 * Saves a new card from the provider's single-use token, on the cards page: it becomes the member's default at once
 * (spec §9). Answers the cards, the default first. (A purchase's card: `SavePurchaseCardCommand`.)
 */
export class SaveCardCommand extends Command<SavedCard[]> {
  constructor(
    readonly memberId: string,
    readonly token: string,
  ) {
    super();
  }
}
