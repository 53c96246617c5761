import { Command } from '@nestjs/cqrs';
import type { SavedCard } from '@coaching/contracts';

/** Makes one of the member's cards the default. */
export class SetDefaultCardCommand extends Command<SavedCard[]> {
  constructor(
    readonly memberId: string,
    readonly cardSeq: string,
  ) {
    super();
  }
}
