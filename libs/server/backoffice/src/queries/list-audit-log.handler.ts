import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AuditEntry } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { ListAuditLogQuery } from './list-audit-log.query';

interface Row {
  event_id: string;
  recorded_at: Date;
  operator_id: string | null;
  operator_name: string;
  event_type: string;
  event_types: string[];
  stream_type: string;
  stream_id: string;
  summary: string;
  total: number;
}

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ options }: ListAuditLogQuery): Promise<{ rows: AuditEntry[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (options.operatorId) {
      where.push('operator_id = ?');
      params.push(options.operatorId);
    }
    if (options.eventType) {
      // Any event of the action: a refund asked and carried out is found under either type (the GIN index on event_types).
      where.push('event_types @> array[?]::text[]');
      params.push(options.eventType);
    }
    // Days are Tokyo days: from 00:00 of `from` to 24:00 of `to`, Asia/Tokyo.
    if (options.from) {
      where.push("recorded_at >= (?::date)::timestamp at time zone 'Asia/Tokyo'");
      params.push(options.from);
    }
    if (options.to) {
      where.push("recorded_at < (?::date + 1)::timestamp at time zone 'Asia/Tokyo'");
      params.push(options.to);
    }
    const rows = await sql<Row>(
      this.em.fork(),
      `select *, count(*) over ()::int as total from audit_log ${where.length ? `where ${where.join(' and ')}` : ''}
        order by recorded_at desc, global_position desc limit ? offset ?`,
      [...params, options.range.end - options.range.start + 1, options.range.start],
    );
    return {
      total: rows[0]?.total ?? 0,
      rows: rows.map((r) => ({
        id: r.event_id,
        recorded_at: new Date(r.recorded_at).toISOString(),
        operator_id: r.operator_id,
        operator_name: r.operator_name,
        event_type: r.event_type,
        event_types: r.event_types,
        stream_type: r.stream_type,
        stream_id: r.stream_id,
        summary: r.summary,
      })),
    };
  }
}
