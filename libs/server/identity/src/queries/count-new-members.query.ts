import { Query } from '@nestjs/cqrs';
import type { MonthSpan } from '@coaching/server-core';

/** Published (backoffice): members who signed up in each Tokyo month of the span. */
export class CountNewMembersQuery extends Query<Array<{ month: string; count: number }>> {
  constructor(readonly span: MonthSpan) {
    super();
  }
}
