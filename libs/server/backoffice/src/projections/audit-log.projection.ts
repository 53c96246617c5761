import type { EntityManager } from '@mikro-orm/postgresql';
import { ALL_EVENT_TYPES, type InlineProjection, sql, type StoredEvent } from '@coaching/server-core';
import { auditSummary, OPERATOR_ACCESS_EVENTS } from '../domain/audit-summary';

const ACCESS = new Set<string>(OPERATOR_ACCESS_EVENTS);

/**
 * The audit log (`audit_log`): every event an operator caused (`metadata.actor.type = 'operator'`), whatever its
 * context, plus the operators' sign-in, sign-out and failed sign-ins. Inline, so an operator's action and its log
 * line commit together; the name is the operator's as it was then.
 */
export class AuditLogProjection implements InlineProjection {
  readonly name = 'audit-log';
  readonly eventTypes = [ALL_EVENT_TYPES];

  async apply(em: EntityManager, event: StoredEvent): Promise<void> {
    const actor = event.metadata.actor;
    const byOperator = actor?.type === 'operator';
    if (!byOperator && !ACCESS.has(event.type)) return;
    const data = (event.data ?? {}) as { operatorId?: string; email?: string };
    const operatorId = byOperator ? (actor.id ?? null) : (data.operatorId ?? null);
    const [operator] = operatorId ? await sql<{ name: string }>(em, 'select name from operators where id = ?', [operatorId]) : [];
    await sql(
      em,
      `insert into audit_log (event_id, global_position, recorded_at, operator_id, operator_name, event_type, stream_type, stream_id, summary)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (event_id) do nothing`,
      [
        event.eventId,
        event.globalPosition,
        event.recordedAt,
        operatorId,
        operator?.name ?? data.email ?? '不明',
        event.type,
        event.streamType,
        event.streamId,
        auditSummary(event.type, event.data),
      ],
    );
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'delete from audit_log');
  }
}
