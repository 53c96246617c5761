import { Command } from '@nestjs/cqrs';
import type { SavedCard } from '@coaching/contracts';

/** Saves a new card from the provider's single-use token; it becomes the default (spec §9). Answers the cards. */
export class SaveCardCommand extends Command<SavedCard[]> {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {
    super();
  }
}

/** Deletes one of the member's cards; when it was the default, the newest remaining one becomes the default. */
export class DeleteCardCommand extends Command<SavedCard[]> {
  constructor(
    readonly userId: string,
    readonly cardSeq: string,
  ) {
    super();
  }
}

/** Makes one of the member's cards the default. */
export class SetDefaultCardCommand extends Command<SavedCard[]> {
  constructor(
    readonly userId: string,
    readonly cardSeq: string,
  ) {
    super();
  }
}
