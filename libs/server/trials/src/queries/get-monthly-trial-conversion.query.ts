import { Query } from '@nestjs/cqrs';
import type { MonthSpan } from '@coaching/server-core';

/** Trials whose slot falls in a Tokyo month (booked, attended or no-show) and how many of those members then bought a plan. */
export interface MonthlyTrialConversion {
  month: string;
  trials: number;
  converted: number;
}

/** Published (backoffice): trial → paid conversion per Tokyo month, on the back office's trial-conversion definition. */
export class GetMonthlyTrialConversionQuery extends Query<MonthlyTrialConversion[]> {
  constructor(readonly span: MonthSpan) {
    super();
  }
}
