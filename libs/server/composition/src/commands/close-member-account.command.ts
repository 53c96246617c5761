import { Command } from '@nestjs/cqrs';
import type { WithdrawMemberCommand } from '@coaching/server-identity/commands';

/** The member's withdrawal (退会) as the pages ask it: the refunds of now for the confirmation mail, then identity's withdrawal. */
export class CloseMemberAccountCommand extends Command<{ withdrawn: boolean }> {
  constructor(
    readonly memberId: string,
    readonly by: WithdrawMemberCommand['by'],
  ) {
    super();
  }
}
