import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CloseMemberAccountHandler } from './commands/close-member-account.handler';
import { AdminMemberWithdrawalController } from './http/admin-member-withdrawal.controller';
import { WithdrawalController } from './http/withdrawal.controller';
import { GetWithdrawalPreviewHandler } from './queries/get-withdrawal-preview.handler';

/**
 * Withdrawal (退会) and personal data in the api (ADR 0042): the member's page, support's withdrawal and export,
 * composed from identity (the withdrawal itself), billing (the refunds) and the member 360.
 */
@Module({
  imports: [CqrsModule],
  controllers: [WithdrawalController, AdminMemberWithdrawalController],
  providers: [GetWithdrawalPreviewHandler, CloseMemberAccountHandler],
})
export class WithdrawalModule {}
