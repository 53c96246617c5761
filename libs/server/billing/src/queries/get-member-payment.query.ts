import { Query } from '@nestjs/cqrs';
import type { MemberPayment } from './payment-summaries';

/** One of the member's own payments, for the result page and its live changes; null: not one of theirs. */
export class GetMemberPaymentQuery extends Query<MemberPayment | null> {
  constructor(
    readonly memberId: string,
    readonly paymentId: string,
  ) {
    super();
  }
}
