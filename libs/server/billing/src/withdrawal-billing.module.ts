import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CountPaymentsInProgressHandler } from './queries/count-payments-in-progress.handler';
import { ListWithdrawalRefundsHandler } from './queries/list-withdrawal-refunds.handler';

/**
 * Billing's answers to a withdrawal in the api (ADR 0042): the refunds it would give (the member's page and the
 * confirmation mail), and the card orders still being charged, which identity's withdrawal waits for.
 */
@Module({
  imports: [CqrsModule],
  providers: [CountPaymentsInProgressHandler, ListWithdrawalRefundsHandler],
})
export class WithdrawalBillingModule {}
