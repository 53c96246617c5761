import type { EntityManager } from '@mikro-orm/postgresql';
import { Command } from '@nestjs/cqrs';

/**
 * Billing's purchase asks, on its order's transaction (`within`), that the account stays while the order commits: the
 * member's row is read `for share`, so a withdrawal (which takes it `for update`) waits for the order or the order
 * waits for the withdrawal, and a withdrawn account is refused (`IDENTITY.ACCOUNT_WITHDRAWN`). ADR 0042.
 */
export class HoldMemberAccountCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly within: EntityManager,
  ) {
    super();
  }
}
