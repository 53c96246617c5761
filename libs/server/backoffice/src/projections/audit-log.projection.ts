import type { EntityManager } from '@mikro-orm/postgresql';
import { ALL_EVENT_TYPES, type InlineProjection, sql, type StoredEvent } from '@coaching/server-core';
import { AUDIT_SUMMARY_SEPARATOR, auditSummary, OPERATOR_ACCESS_EVENTS } from '../domain/audit-summary';

const ACCESS = new Set<string>(OPERATOR_ACCESS_EVENTS);

/**
 * The audit log (`audit_log`): every event an operator caused (`metadata.actor.type = 'operator'`), whatever its
 * context, plus the operators' sign-in, sign-out and failed sign-ins. Inline, so an operator's action and its log
 * line commit together; the name is the operator's as it was then.
 *
 * One line per action and record: the events of one action (`metadata.actionId`, given by every append, or passed by
 * a command whose action takes several appends) on one stream share a line. The first event makes it (its id, time,
 * operator and type); each later one adds its type to `event_types` and its summary to the line's. An event from
 * before actions were recorded is its own action. `last_position` keeps an event from being taken in twice.
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
      `insert into audit_log (event_id, global_position, last_position, recorded_at, operator_id, operator_name, event_type, event_types, stream_type, stream_id, action_id, summary)
       values (?, ?, ?, ?, ?, ?, ?, array[?], ?, ?, ?, ?)
       on conflict (action_id, stream_id) do update
         set event_types = audit_log.event_types || excluded.event_type,
             summary = audit_log.summary || ? || excluded.summary,
             last_position = excluded.last_position
       where audit_log.last_position < excluded.last_position`,
      [
        event.eventId,
        event.globalPosition,
        event.globalPosition,
        event.recordedAt,
        operatorId,
        operator?.name ?? data.email ?? '不明',
        event.type,
        event.type,
        event.streamType,
        event.streamId,
        event.metadata.actionId ?? event.eventId,
        auditSummary(event.type, event.data),
        AUDIT_SUMMARY_SEPARATOR,
      ],
    );
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'delete from audit_log');
  }
}
