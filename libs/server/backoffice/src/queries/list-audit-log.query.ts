import { Query } from '@nestjs/cqrs';
import type { AuditEntry } from '@coaching/contracts';

/** The audit log, newest first: by operator, Tokyo date range (inclusive days 'YYYY-MM-DD') and event type. */
export class ListAuditLogQuery extends Query<{ rows: AuditEntry[]; total: number }> {
  constructor(
    readonly options: {
      operatorId?: string;
      from?: string;
      to?: string;
      eventType?: string;
      range: { start: number; end: number };
    },
  ) {
    super();
  }
}
