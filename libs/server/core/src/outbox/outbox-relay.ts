import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from '../database/sql';
import { outboxJobId } from './outbox';

interface PendingRow {
  id: string;
  queue: string;
  job_name: string;
  payload: unknown;
}

export interface OutboxRelayOptions {
  batchSize?: number;
  pollIntervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Moves committed outbox rows to BullMQ, the row id as job id. A row is marked dispatched only after
 * BullMQ accepted its job; if the relay dies in between, the row is sent again and BullMQ drops the
 * duplicate by job id (consumers are idempotent besides). Several relays may run: rows are locked.
 */
export class OutboxRelay {
  private running = false;
  private loop?: Promise<void>;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;

  constructor(
    private readonly em: EntityManager,
    private readonly queueFor: (name: string) => Queue,
    private readonly options: OutboxRelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
  }

  /** Relays one batch; answers how many rows it dispatched. */
  async relayBatch(): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      const rows = await sql<PendingRow>(
        tx,
        'select id, queue, job_name, payload from outbox where dispatched_at is null order by position limit ? for update skip locked',
        [this.batchSize],
      );
      if (rows.length === 0) return 0;
      for (const row of rows) {
        await this.queueFor(row.queue).add(row.job_name, row.payload, { jobId: outboxJobId(row.id) });
      }
      await sql(tx, 'update outbox set dispatched_at = now() where id = any(string_to_array(?, \',\')::uuid[])', [rows.map((r) => r.id).join(',')]);
      return rows.length;
    });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        let relayed = 0;
        try {
          relayed = await this.relayBatch();
        } catch (error) {
          this.options.onError?.(error);
        }
        if (relayed < this.batchSize && this.running) await sleep(this.pollIntervalMs);
      }
    })();
  }

  /** Stops after the batch in flight, so nothing is left half-relayed by a graceful shutdown. */
  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }
}
