import { Query } from '@nestjs/cqrs';
import type { MonthSpan } from '@coaching/server-core';

/** One Tokyo month of billing, for the back office's dashboard. Amounts are yen, tax included. */
export interface MonthlyBillingStats {
  month: string;
  /** Card charges captured and bank transfers received in the month. */
  revenue: number;
  /** What was paid on the orders refunded in the month. */
  refunds: number;
  /** Subscriptions running at the month's first instant. */
  activeAtStart: number;
  /** Subscriptions running at the month's end (or now, for a month not over). */
  activeAtEnd: number;
  /** Subscriptions whose paid time ran out in the month, not renewed (only what has already happened). */
  ended: number;
  /** Subscriptions that started in the month. */
  started: number;
}

/** Published (backoffice): revenue, refunds and subscriptions per Tokyo month of the span. */
export class GetMonthlyBillingStatsQuery extends Query<MonthlyBillingStats[]> {
  constructor(readonly span: MonthSpan) {
    super();
  }
}
