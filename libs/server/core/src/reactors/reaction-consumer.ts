import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { BatchLoop } from '../database/batch-loop';
import type { PgListener } from '../database/pg-listener';
import { sql } from '../database/sql';
import { sqlTransaction } from '../database/sql-transaction';
import type { StoredEvent } from '../event-store/event';
import { type EventRow, toStored } from '../event-store/event-store';
import type { ReactorRegistry } from './reactor';
import { withRequestId } from '../observability/request-context';

/** Notified (at commit) whenever reactions are written, so a waiting consumer runs them at once. */
export const REACTIONS_CHANNEL = 'reactions_written';

export interface ReactionConsumerOptions {
  /** Reactions claimed and run in one transaction. */
  batchSize?: number;
  /** Attempts before a reaction is parked (`REACTION_ATTEMPTS`). */
  maxAttempts: number;
  /** The first retry's delay; each later one doubles it (`REACTION_RETRY_DELAY_MS`). */
  retryDelayMs: number;
  /** Running (`start`): how long an idle consumer waits before it looks again; a notification wakes it sooner. */
  pollIntervalMs?: number;
  /** The process's LISTEN connection: reactions written are run the moment their transaction commits. */
  listener?: PgListener;
  onError?: (error: unknown) => void;
}

/** A claimed reaction: its pending row and its event (null columns when the event is missing). */
type ClaimedRow = EventRow & { reaction_position: string; reactor: string; reaction_event_id: string; attempts: number };

/** What one batch did: how many it took, and the reactions that failed in it (to be retried, or parked). */
export interface BatchOutcome {
  taken: number;
  failed: Array<{ reactor: string; eventId: string; error: string; parked: boolean }>;
}

/**
 * Runs the reactors' work (`pending_reactions`, written by the append) in the worker, from PostgreSQL (ADR 0022). A
 * batch claims due rows with `for update skip locked` (other copies take other rows), runs each reactor in the
 * batch's transaction and deletes the rows in it: the effects and the claim commit together, so each reaction acts
 * exactly once with no marker to write. When one reaction throws, the batch's transaction is rolled back and its
 * rows run again one transaction each, so only the failing one is retried: later, after a back-off that doubles,
 * and parked (`parked_reactions`, shown to admins with a replay) after its last attempt. Never skipped.
 */
export class ReactionConsumer {
  private readonly logger = new Logger('ReactionConsumer');
  private readonly batchSize: number;
  private readonly loop: BatchLoop;

  constructor(
    private readonly em: EntityManager,
    private readonly reactors: ReactorRegistry,
    private readonly options: ReactionConsumerOptions,
  ) {
    this.batchSize = options.batchSize ?? 20;
    const runBatch = async () => (await this.consumeBatch()).taken;
    this.loop = new BatchLoop({ runBatch, batchSize: this.batchSize, pollIntervalMs: options.pollIntervalMs ?? 1_000, onError: options.onError });
  }

  /** Consumes batches until stopped (the worker). */
  start(): void {
    this.options.listener?.subscribe(REACTIONS_CHANNEL, { heard: () => this.loop.wake(), resumed: () => this.loop.wake() });
    this.loop.start();
  }

  /** Stops after the batch in flight: its reactions commit or roll back whole. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Runs one batch of the due reactions of the reactors this process registered. */
  async consumeBatch(): Promise<BatchOutcome> {
    let claimed: ClaimedRow[] = [];
    let running: ClaimedRow | undefined;
    try {
      const taken = await sqlTransaction(this.em, async (tx) => {
        claimed = await this.claim(tx, this.batchSize);
        for (const row of claimed) {
          running = row;
          await this.react(tx, row);
        }
        running = undefined;
        await this.finish(
          tx,
          claimed.map((row) => row.reaction_position),
        );
        return claimed.length;
      });
      return { taken, failed: [] };
    } catch (error) {
      if (claimed.length === 0) throw error;
      // A reaction failed and took the batch with it: that was its attempt; the others run again, each in a
      // transaction of its own (all of them when the batch failed at its end, a deadlock at commit).
      const outcome: BatchOutcome = { taken: claimed.length, failed: [] };
      if (running) outcome.failed.push(await this.failed(running, error instanceof Error ? error.message : String(error)));
      for (const row of claimed) {
        if (row === running) continue;
        const failure = await this.runAlone(row.reaction_position);
        if (failure) outcome.failed.push(failure);
      }
      return outcome;
    }
  }

  /** Due rows of our reactors, locked, with their events; `position` claims that one row only. */
  private claim(tx: EntityManager, limit: number, position?: string): Promise<ClaimedRow[]> {
    return sql<ClaimedRow>(
      tx,
      `select e.*, p.position as reaction_position, p.reactor, p.event_id as reaction_event_id, p.attempts
       from pending_reactions p left join events e on e.event_id = p.event_id
       where p.available_at <= now() and p.reactor = any(string_to_array(?, ','))${position ? ' and p.position = ?' : ''}
       order by p.position limit ? for update of p skip locked`,
      [this.reactors.names().join(','), ...(position ? [position] : []), limit],
    );
  }

  private async react(tx: EntityManager, row: ClaimedRow): Promise<void> {
    // Thrown inside the transaction: the row is not deleted, and the reaction is retried, then parked.
    if (!row.event_id) throw new Error(`Event ${row.reaction_event_id} not found`);
    const reactor = this.reactors.get(row.reactor)!;
    const event: StoredEvent = toStored(row);
    // A reactor that refuses the event by its data (work written before it said so, or a replay) has nothing to do.
    if (!(reactor.reactsTo?.(event) ?? true)) return;
    // The reaction is part of the request its event came from (ADR 0043): what it appends, queues and logs says so.
    await withRequestId(event.metadata.requestId, async () => {
      await reactor.react(tx, event);
      this.logger.debug({ reactor: row.reactor, eventId: event.eventId, type: event.type }, 'reaction ran');
    });
  }

  /** Deletes the rows run, and marks resolved a parked reaction that a replay has now run. One statement. */
  private async finish(tx: EntityManager, positions: string[]): Promise<void> {
    if (positions.length === 0) return;
    await sql(
      tx,
      `with done as (delete from pending_reactions where position = any(string_to_array(?, ',')::bigint[]) returning reactor, event_id, replay)
       update parked_reactions k set resolved_at = now() from done
       where done.replay and k.reactor = done.reactor and k.event_id = done.event_id and k.resolved_at is null`,
      [positions.join(',')],
    );
  }

  /** One claimed row in its own transaction; answers its failure, recorded for a retry or parked. */
  private async runAlone(position: string): Promise<BatchOutcome['failed'][number] | null> {
    let row: ClaimedRow | undefined;
    try {
      await sqlTransaction(this.em, async (tx) => {
        [row] = await this.claim(tx, 1, position);
        if (!row) return; // another copy took it meanwhile, or it ran
        await this.react(tx, row);
        await this.finish(tx, [position]);
      });
      return null;
    } catch (error) {
      if (!row) throw error;
      return this.failed(row, error instanceof Error ? error.message : String(error));
    }
  }

  private async failed(row: ClaimedRow, error: string): Promise<BatchOutcome['failed'][number]> {
    const attempt = row.attempts + 1;
    const log = { reactor: row.reactor, eventId: row.reaction_event_id, attempt, err: error };
    if (attempt >= this.options.maxAttempts) {
      await sql(
        this.em.fork(),
        `with gone as (delete from pending_reactions where position = ? returning reactor, event_id)
         insert into parked_reactions (reactor, event_id, event_type, stream_id, error, attempts)
         select reactor, event_id, ?, ?, ?, ? from gone
         on conflict (reactor, event_id) do update set error = excluded.error, attempts = parked_reactions.attempts + excluded.attempts, parked_at = now(), resolved_at = null`,
        [row.reaction_position, row.type ?? null, row.stream_id ?? null, error, attempt],
      );
      this.logger.error(log, 'reaction parked after its last attempt');
      return { reactor: row.reactor, eventId: row.reaction_event_id, error, parked: true };
    }
    const delayMs = this.options.retryDelayMs * 2 ** row.attempts;
    await sql(this.em.fork(), "update pending_reactions set attempts = ?, last_error = ?, available_at = now() + ? * interval '1 millisecond' where position = ?", [
      attempt,
      error,
      delayMs,
      row.reaction_position,
    ]);
    this.logger.warn({ ...log, retryInMs: delayMs }, 'reaction failed; it will be tried again');
    return { reactor: row.reactor, eventId: row.reaction_event_id, error, parked: false };
  }
}
