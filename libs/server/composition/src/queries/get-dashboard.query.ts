import { Query } from '@nestjs/cqrs';
import type { DashboardStats } from '@coaching/contracts';

/** The dashboard of a span of Tokyo months, composed from billing's, identity's, trials' and lessons' published queries. */
export class GetDashboardQuery extends Query<DashboardStats> {
  constructor(readonly span: { from: string; to: string }) {
    super();
  }
}
