import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { HoldMemberAccountHandler } from './commands/hold-member-account.handler';
import { RecordMemberDataExportHandler } from './commands/record-member-data-export.handler';
import { WithdrawMemberHandler } from './commands/withdraw-member.handler';

/**
 * Identity's side of withdrawal (退会) and personal data (ADR 0042), in the api: the withdrawal itself, the account held
 * by a purchase's transaction, and the export recorded for the audit. The pages and the orchestration with billing's
 * refunds are the composition module's (`WithdrawalModule`).
 */
@Module({
  imports: [CqrsModule],
  providers: [WithdrawMemberHandler, HoldMemberAccountHandler, RecordMemberDataExportHandler],
})
export class MemberWithdrawalModule {}
