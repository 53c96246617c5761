import type { EntityManager } from '@mikro-orm/postgresql';
import { Command } from '@nestjs/cqrs';

/**
 * The names a member typed for a free trial fill their profile when it has no name yet (both parts empty); a name the
 * member saved is never overwritten. Sent by the trials context when a seat is held, on the sender's transaction
 * (`within`), so the names are kept exactly when the hold commits. Answers whether the profile was filled.
 */
export class RecordMemberNameIfEmptyCommand extends Command<boolean> {
  constructor(
    readonly memberId: string,
    readonly lastName: string,
    readonly firstName: string,
    readonly within: EntityManager,
  ) {
    super();
  }
}
