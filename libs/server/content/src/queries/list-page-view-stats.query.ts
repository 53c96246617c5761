import { Query } from '@nestjs/cqrs';
import type { PageViewStat } from '@coaching/contracts';

/** Visits by day (Asia/Tokyo) and page over the last `days` days, for the back office's chart. */
export class ListPageViewStatsQuery extends Query<PageViewStat[]> {
  constructor(readonly days: number) {
    super();
  }
}
