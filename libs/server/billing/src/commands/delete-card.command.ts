import { Command } from '@nestjs/cqrs';
import type { SavedCard } from '@coaching/contracts';

/** Deletes one of the member's cards; when it was the default, the newest remaining one becomes the default. */
export class DeleteCardCommand extends Command<SavedCard[]> {
  constructor(
    readonly memberId: string,
    readonly cardSeq: string,
  ) {
    super();
  }
}
