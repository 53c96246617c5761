import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../database/sql';
import { sqlTransaction } from '../database/sql-transaction';
import { ConcurrencyError } from './errors';
import type { Decider, DomainEvent, EventMetadata, StoredEvent } from './event';
import { ALL_EVENT_TYPES, ProjectionRegistry } from './projection';
import { writeReactions } from '../reactors/pending-reactions';
import { ReactorRegistry } from '../reactors/reactor';
import { currentRequestId } from '../observability/request-context';

/** A row of `events` as PostgreSQL answers it. */
export interface EventRow {
  global_position: string;
  event_id: string;
  stream_id: string;
  stream_type: string;
  version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

/** A row of `events` as the store hands it out. */
export const toStored = (row: EventRow): StoredEvent => ({
  globalPosition: String(row.global_position),
  eventId: row.event_id,
  streamId: row.stream_id,
  streamType: row.stream_type,
  version: row.version,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  recordedAt: new Date(row.recorded_at),
});

export interface AppendResult {
  nextVersion: number;
  events: StoredEvent[];
}

/**
 * Which of `fields` a change of a state-stored record altered, comparing the record as it was and as it is (their JSON):
 * what a change event recorded with `EventStore.record` lists. Empty when the save changed nothing.
 */
export function changedFields(before: object, after: object, fields: readonly string[]): string[] {
  const value = (record: object, field: string) => JSON.stringify((record as Record<string, unknown>)[field] ?? null);
  return fields.filter((field) => value(before, field) !== value(after, field));
}

/**
 * Append-only event store in PostgreSQL. Appends state the version they expect the stream to be at;
 * the stream row is the lock, so a stale writer is refused before any event is written.
 */
export class EventStore {
  constructor(
    readonly projections: ProjectionRegistry = new ProjectionRegistry(),
    readonly reactors: ReactorRegistry = new ReactorRegistry(),
  ) {}

  async readStream<E extends DomainEvent>(em: EntityManager, streamId: string): Promise<{ version: number; events: StoredEvent<E>[] }> {
    const rows = await sql<EventRow>(em, 'select * from events where stream_id = ? order by version', [streamId]);
    const events = rows.map(toStored) as StoredEvent<E>[];
    return { version: events.at(-1)?.version ?? 0, events };
  }

  /** Folds a stream through a decider's `evolve`. */
  async aggregate<C, E extends DomainEvent, S>(em: EntityManager, streamId: string, decider: Decider<C, E, S>): Promise<{ version: number; state: S }> {
    const { version, events } = await this.readStream<E>(em, streamId);
    const state = events.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as E), decider.initialState());
    return { version, state };
  }

  /**
   * Appends events at `expectedVersion` (0 for a new stream) and runs the inline projections.
   * Must run inside a transaction (`em.transactional`), so events, read models and outbox rows
   * commit or roll back together.
   */
  async append(
    em: EntityManager,
    stream: { id: string; type: string },
    expectedVersion: number,
    events: DomainEvent[],
    metadata: EventMetadata = {},
  ): Promise<AppendResult> {
    if (!em.isInTransaction()) throw new Error('EventStore.append must run inside a transaction');
    if (events.length === 0) return { nextVersion: expectedVersion, events: [] };
    const nextVersion = expectedVersion + events.length;

    // One statement, one round-trip: claim the stream at the expected version (the stream row is the lock)
    // and write the events only if the claim took. A stale writer claims nothing and writes nothing.
    const claim =
      expectedVersion === 0
        ? 'insert into event_streams (stream_id, stream_type, version) values (?, ?, ?) on conflict (stream_id) do nothing returning 1'
        : 'update event_streams set version = ?, updated_at = now() where stream_id = ? and version = ? returning 1';
    const claimParams = expectedVersion === 0 ? [stream.id, stream.type, nextVersion] : [nextVersion, stream.id, expectedVersion];
    const occurredAt = new Date().toISOString();
    // The request whose work this is (ADR 0043), unless the caller says otherwise.
    const requestId = metadata.requestId ?? currentRequestId();
    const metadataJson = JSON.stringify({ occurredAt, ...metadata, actionId: metadata.actionId ?? randomUUID(), ...(requestId ? { requestId } : {}) });
    const appended = events.map((event, i) => ({ eventId: randomUUID(), version: expectedVersion + i + 1, type: event.type, dataJson: JSON.stringify(event.data ?? {}) }));
    const values: unknown[] = [...claimParams];
    const placeholders = appended.map((event) => {
      values.push(event.eventId, stream.id, stream.type, event.version, event.type, event.dataJson, metadataJson);
      return '(?::uuid, ?, ?, ?::int, ?, ?::jsonb, ?::jsonb)';
    });
    // Only what PostgreSQL assigns comes back; the events' data and metadata are the ones just sent.
    const rows = await sql<Pick<EventRow, 'global_position' | 'version' | 'recorded_at'>>(
      em,
      `with claimed as (${claim})
       insert into events (event_id, stream_id, stream_type, version, type, data, metadata)
       select * from (values ${placeholders.join(', ')}) as appended (event_id, stream_id, stream_type, version, type, data, metadata)
       where exists (select from claimed)
       returning global_position, version, recorded_at`,
      values,
    );
    // Every append writes at least one event, so no row back means the claim did not take.
    if (rows.length === 0) throw new ConcurrencyError(stream.id, expectedVersion);
    const assigned = new Map(rows.map((row) => [row.version, row]));
    const stored: StoredEvent[] = appended.map((event) => ({
      globalPosition: String(assigned.get(event.version)!.global_position),
      eventId: event.eventId,
      streamId: stream.id,
      streamType: stream.type,
      version: event.version,
      type: event.type,
      // As a read gives them back (parsed JSON), so a projection sees the same whether it runs now or in a rebuild.
      data: JSON.parse(event.dataJson),
      metadata: JSON.parse(metadataJson),
      recordedAt: new Date(assigned.get(event.version)!.recorded_at),
    }));
    for (const event of stored) {
      for (const projection of this.projections.forEvent(event.type)) await projection.apply(em, event);
    }
    // The reactors' work is written with the events: it exists exactly when they do (reactors/reactor.ts).
    await writeReactions(
      em,
      stored.flatMap((event) => this.reactors.reactingTo(event).map((reactor) => ({ reactor: reactor.name, eventId: event.eventId }))),
    );
    return { nextVersion, events: stored };
  }

  /**
   * Records what happened to a state-stored record (a catalogue row, a news item, a coach, a group) on the record's
   * own stream, at whatever version the stream is at: the events are the record's history and what the audit log is
   * built from, the row stays the state. Must run in the transaction that changes the row, so both commit together.
   * The stream row is locked first (`for update`), so two writers of one record append one after the other instead
   * of refusing each other; a stream not yet written is claimed at 0, and should another writer claim it at that
   * moment, the lock is taken on the row it made and the append made after it.
   */
  async record(em: EntityManager, stream: { id: string; type: string }, events: DomainEvent[], metadata: EventMetadata = {}): Promise<AppendResult> {
    if (!em.isInTransaction()) throw new Error('EventStore.record must run inside a transaction');
    for (;;) {
      const [row] = await sql<{ version: number }>(em, 'select version from event_streams where stream_id = ? for update', [stream.id]);
      try {
        return await this.append(em, stream, row?.version ?? 0, events, metadata);
      } catch (error) {
        // Only a stream claimed by someone else between the read and the claim; a locked one cannot move.
        if (!(error instanceof ConcurrencyError) || row) throw error;
      }
    }
  }

  /** Rebuilds every registered projection, one after another; answers their names. */
  async rebuildAllProjections(em: EntityManager): Promise<string[]> {
    const names = this.projections.names();
    for (const name of names) await this.rebuildProjection(em, name);
    return names;
  }

  /** Empties a read model and replays every event it handles, in global order, in one transaction. */
  async rebuildProjection(em: EntityManager, name: string, batchSize = 1000): Promise<number> {
    const projection = this.projections.get(name);
    return sqlTransaction(em, async (tx) => {
      await projection.reset(tx);
      let after = '0';
      let count = 0;
      const everyType = projection.eventTypes.includes(ALL_EVENT_TYPES);
      for (;;) {
        const rows = await sql<EventRow>(
          tx,
          'select * from events where (? or type = any(string_to_array(?, \',\'))) and global_position > ? order by global_position limit ?',
          [everyType, projection.eventTypes.join(','), after, batchSize],
        );
        for (const row of rows) await projection.apply(tx, toStored(row));
        count += rows.length;
        if (rows.length < batchSize) return count;
        after = String(rows.at(-1)!.global_position);
      }
    });
  }
}
