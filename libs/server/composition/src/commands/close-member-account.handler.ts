import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ListWithdrawalRefundsQuery } from '@coaching/server-billing/queries';
import { WithdrawMemberCommand } from '@coaching/server-identity/commands';
import { CloseMemberAccountCommand } from './close-member-account.command';

/**
 * ADR 0042: the refunds are read here only to tell the member in the confirmation mail; billing asks them itself when
 * it hears `MemberWithdrew` (so a crash after identity's commit loses nothing: the reaction is durable). Identity checks
 * the password, records the withdrawal and erases the account in one transaction.
 */
@CommandHandler(CloseMemberAccountCommand)
export class CloseMemberAccountHandler implements ICommandHandler<CloseMemberAccountCommand> {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ memberId, by }: CloseMemberAccountCommand): Promise<{ withdrawn: boolean }> {
    const refunds = await this.queries.execute(new ListWithdrawalRefundsQuery(memberId));
    return this.commands.execute(
      new WithdrawMemberCommand(
        memberId,
        by,
        refunds.map((r) => ({ paymentId: r.payment_id, title: r.title, lines: r.lines, refund: r.refund, method: r.method })),
      ),
    );
  }
}
