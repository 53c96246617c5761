import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { sql } from '../database/sql';
import { sqlTransaction } from '../database/sql-transaction';
import type { StoredEvent } from '../event-store/event';
import { type EventRow, REACT_JOB, toStored } from '../event-store/event-store';
import { HandlesJob, type JobContext, type JobHandler } from '../queue/job-handler';
import { QueueName } from '../queue/queue-names';
import { ReactorRegistry } from './reactor';

export interface ReactionPayload {
  reactor: string;
  eventId: string;
}

/** The processed marker's consumer name: one marker per (reactor, event), whichever job delivered it. */
export const reactorConsumer = (reactor: string) => `reactor:${reactor}`;

/**
 * Runs one reactor on one event, once: the marker (`processed_jobs`) and the reactor's effect commit
 * together. A failure is retried by the queue with back-off; the last failed attempt parks the event in
 * `parked_reactions` (visible to operators, replayable) before the job is marked failed.
 */
@Injectable()
@HandlesJob(QueueName.Reactions, REACT_JOB)
export class ReactionJob implements JobHandler<ReactionPayload> {
  private readonly logger = new Logger('ReactionJob');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(ReactorRegistry) private readonly reactors: ReactorRegistry,
  ) {}

  async handle({ reactor: name, eventId }: ReactionPayload, context: JobContext): Promise<void> {
    let event: StoredEvent | null = null;
    try {
      const reactor = this.reactors.get(name);
      if (!reactor) throw new Error(`No reactor named ${name} in this worker`);
      await sqlTransaction(this.em, async (tx) => {
        // One statement: the event, its marker, and a parked entry for this reaction (a replay, or a retry queued
        // before it was parked) marked resolved. Both writes commit with the reactor's effect or not at all.
        const [row] = await sql<EventRow & { claimed: boolean }>(
          tx,
          `with claimed as (insert into processed_jobs (consumer, job_id) values (?, ?) on conflict do nothing returning job_id),
                resolved as (update parked_reactions set resolved_at = now() where reactor = ? and event_id = ? and resolved_at is null)
           select e.*, exists (select from claimed) as claimed from events e where e.event_id = ?`,
          [reactorConsumer(name), eventId, name, eventId, eventId],
        );
        // Thrown inside the transaction, so the marker written for a missing event rolls back with it.
        if (!row) throw new Error(`Event ${eventId} not found`);
        event = toStored(row);
        // A reactor that refuses the event by its data (work queued before it said so, or a replay) is marked done.
        if (row.claimed && (reactor.reactsTo?.(event) ?? true)) await reactor.react(tx, event);
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (context.attempt >= context.maxAttempts) {
        await this.park(name, eventId, event, message, context.attempt);
        this.logger.error({ reactor: name, eventId, attempt: context.attempt, err: message }, 'reaction parked after its last attempt');
      } else {
        this.logger.warn({ reactor: name, eventId, attempt: context.attempt, err: message }, 'reaction failed; the queue will try again');
      }
      throw error;
    }
  }

  private async park(reactor: string, eventId: string, event: StoredEvent | null, error: string, attempts: number): Promise<void> {
    await sql(
      this.em.fork(),
      `insert into parked_reactions (reactor, event_id, event_type, stream_id, error, attempts) values (?, ?, ?, ?, ?, ?)
       on conflict (reactor, event_id) do update set error = excluded.error, attempts = parked_reactions.attempts + excluded.attempts, parked_at = now(), resolved_at = null`,
      [reactor, eventId, event?.type ?? null, event?.streamId ?? null, error, attempts],
    );
  }
}
