import { Command } from '@nestjs/cqrs';
import type { SavedCard } from '@coaching/contracts';

/**
 * When a new card becomes the member's default (spec §9: new cards do): at once when saved on the cards
 * page; once its first charge is captured when saved by a purchase, so a declined card never replaces the
 * default that works (the charge job records it: jobs/charge-payment.job.ts).
 */
export type NewCardDefault = 'now' | 'once-charged';

/** Saves a new card from the provider's single-use token. Answers the cards, the default first. */
export class SaveCardCommand extends Command<SavedCard[]> {
  constructor(
    readonly memberId: string,
    readonly token: string,
    readonly becomesDefault: NewCardDefault = 'now',
  ) {
    super();
  }
}
