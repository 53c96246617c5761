import { Query } from '@nestjs/cqrs';
import type { SavedCard } from '@coaching/contracts';

/** The member's live saved cards, the default first (read from the card provider, where they live). */
export class ListSavedCardsQuery extends Query<SavedCard[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
