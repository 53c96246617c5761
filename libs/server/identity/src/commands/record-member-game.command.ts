import type { EntityManager } from '@mikro-orm/postgresql';
import { Command } from '@nestjs/cqrs';

/**
 * A paid plan's game joins the member's course list as the selected one (spec §2). Sent by billing when a subscription
 * starts, on the sender's transaction (`within`, a reaction's), so the course is recorded exactly when the reaction
 * commits. Idempotent: a second delivery writes the same rows.
 */
export class RecordMemberGameCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly gameId: number,
    readonly within: EntityManager,
  ) {
    super();
  }
}
