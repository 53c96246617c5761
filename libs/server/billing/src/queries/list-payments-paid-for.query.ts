import { Query } from '@nestjs/cqrs';
import type { MemberPayment } from './payment-summaries';

/** Published: the orders a guardian paid for one child, newest first, the last 20 (issue 31, ADR 0038). */
export class ListPaymentsPaidForQuery extends Query<MemberPayment[]> {
  constructor(
    readonly payerId: string,
    readonly memberId: string,
  ) {
    super();
  }
}
