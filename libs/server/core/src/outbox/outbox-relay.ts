import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { Client } from 'pg';
import { sql } from '../database/sql';
import { sqlTransaction } from '../database/sql-transaction';
import { OUTBOX_CHANNEL, outboxJobId } from './outbox';

interface PendingRow {
  id: string;
  queue: string;
  job_name: string;
  payload: unknown;
  deliver_at: Date | null;
  /** bigserial: a string from pg. */
  position: string;
}

export interface OutboxRelayOptions {
  batchSize?: number;
  /** How long an idle relay waits before it looks again (notifications, when on, wake it sooner). */
  pollIntervalMs?: number;
  /** LISTEN for committed outbox rows on a connection of its own, and relay them at once. */
  listen?: { databaseUrl: string };
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
  private running = false;
  private loop?: Promise<void>;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private listener?: Client;
  /** Rows were committed since the last batch began: look again without sleeping. */
  private notified = false;
  private wake?: () => void;

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
    return sqlTransaction(this.em, async (tx) => {
      // One statement locks the batch and marks it dispatched. The mark is seen by no one until the commit, which
      // follows BullMQ's answer: a relay that dies before it rolls the mark back, and the rows are sent again.
      const rows = await sql<PendingRow>(
        tx,
        `with batch as (select id from outbox where dispatched_at is null order by position limit ? for update skip locked)
         update outbox o set dispatched_at = now() from batch where o.id = batch.id
         returning o.id, o.queue, o.job_name, o.payload, o.deliver_at, o.position`,
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
              return { name: row.job_name, data: row.payload, opts: { jobId: outboxJobId(row.id), ...(delay > 0 ? { delay } : {}) } };
            }),
          ),
        ),
      );
      return rows.length;
    });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = (async () => {
      if (this.options.listen) await this.listen(this.options.listen.databaseUrl);
      while (this.running) {
        this.notified = false;
        let relayed = 0;
        try {
          relayed = await this.relayBatch();
        } catch (error) {
          this.options.onError?.(error);
        }
        if (relayed < this.batchSize && this.running && !this.notified) await this.idle();
      }
    })();
  }

  /** Stops after the batch in flight, so nothing is left half-relayed by a graceful shutdown. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), this.pollIntervalMs);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }

  /** Without a listener the relay still works, by polling: a failed LISTEN is reported, not fatal. */
  private async listen(databaseUrl: string): Promise<void> {
    const client = new Client({ connectionString: databaseUrl });
    client.on('notification', () => {
      this.notified = true;
      this.wake?.();
    });
    client.on('error', (error) => {
      this.options.onError?.(error);
      if (this.listener === client) this.listener = undefined;
    });
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_CHANNEL}`);
      this.listener = client;
    } catch (error) {
      this.options.onError?.(error);
      await client.end().catch(() => undefined);
    }
  }
}
