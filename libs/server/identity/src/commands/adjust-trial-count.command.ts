import type { EntityManager } from '@mikro-orm/postgresql';
import { Command } from '@nestjs/cqrs';

/**
 * A free trial used (`-1`, never below zero) or given back (`+1`) on the member's count (`users.trial_count`, spec
 * §3). Sent by the trials context when a trial is booked or called off by the school, on the sender's transaction
 * (`within`, a reaction's), so the count changes exactly when the reaction commits.
 */
export class AdjustTrialCountCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly change: 1 | -1,
    readonly within: EntityManager,
  ) {
    super();
  }
}
