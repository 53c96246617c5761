import { Query } from '@nestjs/cqrs';

/** A subscription's chart link as support set it (allow-listed when set). */
export interface StudentChart {
  subscriptionId: string;
  chartUrl: string;
}

/** Published (identity: the current user's plan, spec §3 current_plan chart_url): the chart links of these subscriptions. */
export class GetStudentChartsQuery extends Query<StudentChart[]> {
  constructor(readonly subscriptionIds: readonly string[]) {
    super();
  }
}
