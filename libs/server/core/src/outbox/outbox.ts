import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../database/sql';
import type { QueueName } from '../queue/queue-names';
import { currentRequestId } from '../observability/request-context';

export interface OutboxMessage<Payload = unknown> {
  queue: QueueName;
  jobName: string;
  payload: Payload;
  correlationId?: string;
  /** When the job is due (a delayed job: a hold's expiry, a reminder); absent or past means at once. */
  deliverAt?: Date;
}

/** Notified (at commit) whenever outbox rows are written, so a waiting relay moves them at once. */
export const OUTBOX_CHANNEL = 'outbox_written';

/**
 * Writes side effects to the outbox in the caller's transaction: they exist exactly when the
 * transaction that decided them committed. The relay moves them to BullMQ afterwards.
 */
export async function enqueueInOutbox(em: EntityManager, ...messages: OutboxMessage[]): Promise<string[]> {
  if (!em.isInTransaction()) throw new Error('enqueueInOutbox must run inside a transaction');
  if (messages.length === 0) return [];
  const values: unknown[] = [];
  // The request whose work this is (ADR 0043): the relay hands it to the job, which runs as part of it.
  const requestId = currentRequestId() ?? null;
  const rows = messages.map((m) => {
    values.push(m.queue, m.jobName, JSON.stringify(m.payload), m.correlationId ?? null, m.deliverAt ?? null, requestId);
    return '(?, ?, ?::jsonb, ?, ?::timestamptz, ?)';
  });
  // The relay's wake-up rides on the insert (one round trip): delivered only if this transaction commits, and the
  // same notification raised several times in one transaction arrives once.
  const inserted = await sql<{ id: string }>(
    em,
    `insert into outbox (queue, job_name, payload, correlation_id, deliver_at, request_id) values ${rows.join(', ')} returning id, pg_notify(?, '') is null as notified`,
    [...values, OUTBOX_CHANNEL],
  );
  return inserted.map((r) => String(r.id));
}

/** The BullMQ job id of an outbox row (its uuid, prefixed so it reads as what it is). */
export const outboxJobId = (rowId: string) => `outbox-${rowId}`;
