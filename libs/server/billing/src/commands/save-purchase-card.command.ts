import { Command } from '@nestjs/cqrs';

/**
 * Keeps the card a member types in at the purchase (the provider's single-use token) among their saved cards, and
 * answers its number there (`CardSeq`) for the charge. It becomes the default only once its first charge is captured
 * (the charge job records it: jobs/charge-payment.job.ts), so a declined card never replaces a default that works.
 */
export class SavePurchaseCardCommand extends Command<{ cardSeq: string }> {
  constructor(
    readonly memberId: string,
    readonly token: string,
  ) {
    super();
  }
}
