import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { BatchLoop } from '../database/batch-loop';
import type { PgListener } from '../database/pg-listener';
import { sql } from '../database/sql';
import { sqlTransaction } from '../database/sql-transaction';
import { withRequestId } from '../observability/request-context';
import { OUTBOX_CHANNEL, outboxJobId } from './outbox';

interface PendingRow {
  id: string;
  queue: string;
  job_name: string;
  payload: unknown;
  deliver_at: Date | null;
  request_id: string | null;
  /** bigserial: a string from pg. */
  position: string;
}

export interface OutboxRelayOptions {
  batchSize?: number;
  /** How long an idle relay waits before it looks again (notifications, when on, wake it sooner). */
  pollIntervalMs?: number;
  /** The process's LISTEN connection: committed outbox rows are relayed at once, not at the next poll. */
  listener?: PgListener;
  onError?: (error: unknown) => void;
}

/**
 * Moves committed outbox rows to BullMQ, the row id as job id. A row's dispatched mark commits only after
 * BullMQ accepted its job; if the relay dies in between, the row is sent again and BullMQ drops the
 * duplicate by job id (consumers are idempotent besides). Several relays may run: rows are locked.
 * An idle relay sleeps until the next poll, or, listening, until a transaction commits outbox rows; the
 * poll stays as the safety net for a lost notification or connection.
 */
export class OutboxRelay {
  private readonly logger = new Logger('OutboxRelay');
  private readonly batchSize: number;
  private readonly loop: BatchLoop;

  constructor(
    private readonly em: EntityManager,
    private readonly queueFor: (name: string) => Queue,
    private readonly options: OutboxRelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.loop = new BatchLoop({ runBatch: () => this.relayBatch(), batchSize: this.batchSize, pollIntervalMs: options.pollIntervalMs ?? 250, onError: options.onError });
  }

  /** Relays one batch; answers how many rows it dispatched. */
  async relayBatch(): Promise<number> {
    return sqlTransaction(this.em, async (tx) => {
      // One statement locks the batch and marks it dispatched. The mark is seen by no one until the commit, which
      // follows BullMQ's answer: a relay that dies before it rolls the mark back, and the rows are sent again.
      const rows = await sql<PendingRow>(
        tx,
        `with batch as (select id from outbox where dispatched_at is null order by position limit ? for update skip locked)
         update outbox o set dispatched_at = now() from batch where o.id = batch.id
         returning o.id, o.queue, o.job_name, o.payload, o.deliver_at, o.request_id, o.position`,
        [this.batchSize],
      );
      // An update answers in no set order; jobs are added in the order the rows were written.
      rows.sort((a, b) => Number(a.position) - Number(b.position));
      if (rows.length === 0) return 0;
      // One bulk add per queue (one Redis round trip, in the rows' order), the queues side by side: the relay holds
      // its rows locked meanwhile, and every side effect of the school passes through it.
      const byQueue = new Map<string, PendingRow[]>();
      for (const row of rows) {
        const queued = byQueue.get(row.queue);
        if (queued) queued.push(row);
        else byQueue.set(row.queue, [row]);
      }
      await Promise.all(
        [...byQueue].map(([queue, queued]) =>
          this.queueFor(queue).addBulk(
            queued.map((row) => {
              // A delayed job waits in BullMQ (Redis), not in the outbox: the row is dispatched at once either way.
              const delay = row.deliver_at ? Math.max(0, new Date(row.deliver_at).getTime() - Date.now()) : 0;
              return { name: row.job_name, data: jobData(row), opts: { jobId: outboxJobId(row.id), ...(delay > 0 ? { delay } : {}) } };
            }),
          ),
        ),
      );
      for (const row of rows) withRequestId(row.request_id, () => this.logger.debug({ outboxId: row.id, queue: row.queue, job: row.job_name }, 'outbox row relayed'));
      return rows.length;
    });
  }

  /** Relays batches until stopped; listening (`listener`), it wakes the moment a transaction commits outbox rows. */
  start(): void {
    this.options.listener?.subscribe(OUTBOX_CHANNEL, { heard: () => this.loop.wake(), resumed: () => this.loop.wake() });
    this.loop.start();
  }

  /** Stops after the batch in flight, so nothing is left half-relayed by a graceful shutdown. */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}

/** A job's data: the row's payload, and the request it came from (`requestId`, ADR 0043) the worker runs it under. */
function jobData(row: PendingRow): unknown {
  const payload = row.payload;
  if (!row.request_id || payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  return { ...payload, requestId: row.request_id };
}
