import { Query } from '@nestjs/cqrs';
import type { WithdrawalRefund } from '@coaching/contracts';

/**
 * The refunds a withdrawal would give now (ADR 0042): for each plan order of the member paid and still running, with
 * no refund asked yet, the legal calculation line by line (the same `refundQuote` support's refund screen uses).
 */
export class ListWithdrawalRefundsQuery extends Query<WithdrawalRefund[]> {
  constructor(
    readonly memberId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
