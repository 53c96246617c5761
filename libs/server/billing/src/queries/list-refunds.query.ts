import { Query } from '@nestjs/cqrs';
import type { MonthSpan } from '@coaching/server-core';

/** A refunded order: when, what and how much came back (yen, tax included). */
export interface RefundSummary {
  paymentId: string;
  refundedAt: string;
  kind: 'plan' | 'item';
  method: 'bulk' | 'split' | 'bank';
  amount: number;
}

/** Published (backoffice): the orders refunded in the span's Tokyo months, newest first. */
export class ListRefundsQuery extends Query<RefundSummary[]> {
  constructor(readonly span: MonthSpan) {
    super();
  }
}
