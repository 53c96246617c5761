import type { EntityManager } from '@mikro-orm/postgresql';
import { Command } from '@nestjs/cqrs';

/**
 * The member's intent to book a free trial (`trial_intents`, kept from the trial link through sign-up, verification
 * and the Discord connection) is done with: the trial was booked. Sent by the trials context on the booking's
 * reaction (`within`); a second one changes nothing.
 */
export class ForgetTrialIntentCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly within: EntityManager,
  ) {
    super();
  }
}
