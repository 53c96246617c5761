import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, sql } from '@coaching/server-core';
import { IdentityErrors } from '../domain/identity-errors';
import { HoldMemberAccountCommand } from './hold-member-account.command';

@CommandHandler(HoldMemberAccountCommand)
export class HoldMemberAccountHandler implements ICommandHandler<HoldMemberAccountCommand> {
  async execute({ memberId, within }: HoldMemberAccountCommand): Promise<void> {
    const [row] = await sql<{ withdrawn_at: Date | null }>(within, 'select withdrawn_at from users where id = ? for share', [memberId]);
    if (!row) throw domainError(IdentityErrors.MEMBER_NOT_FOUND);
    if (row.withdrawn_at) throw domainError(IdentityErrors.ACCOUNT_WITHDRAWN);
  }
}
