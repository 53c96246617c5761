import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlTransaction } from '../database/sql-transaction';
import { ConcurrencyError } from './errors';
import type { Decider, DomainEvent, EventMetadata } from './event';
import { EventStore, type AppendResult } from './event-store';

/** A stream as a command reads it: the version it was read at and the decider's state. */
export interface FoldedStream<S> {
  version: number;
  state: S;
}

/** What a command changed: the events it appended (none when it changed nothing) and the state after them. */
export interface CommandResult<E extends DomainEvent, S> extends AppendResult {
  decided: E[];
  state: S;
}

export interface RunOptions<E extends DomainEvent = DomainEvent, S = unknown> {
  /** How many times to reload and decide again when another writer got there first. */
  maxAttempts?: number;
  /**
   * The stream as the caller already read it (the charge job reads it to know what to charge), or `newStream(decider)`
   * for a stream the command creates: decided on and appended at that version without reading it again. Should
   * another writer have appended since, the append is refused and the command is decided again on a fresh read.
   */
  folded?: FoldedStream<S>;
  /**
   * Extra work in the same transaction (outbox rows, ordinary tables), in `sql()` statements (`sqlTransaction`), given
   * what was decided and the state after it; it runs again with each new decision.
   */
  alsoInTransaction?: (tx: EntityManager, result: CommandResult<E, S>) => Promise<void>;
}

/** A stream the command creates: nothing to read, appended at version 0 (a stream that exists after all refuses it). */
export const newStream = <S>(decider: Pick<Decider<never, DomainEvent, S>, 'initialState'>): FoldedStream<S> => ({ version: 0, state: decider.initialState() });

/**
 * The one way a command runs on an event-sourced stream: load (or take the caller's fold), decide, append at the
 * version it read, and the command's other writes, all in one `sqlTransaction`; on a concurrency conflict it starts
 * again from a fresh read, with a short random back-off. Every context's commands go through it (their stream
 * helpers, such as billing's `runOrderCommand`, only name the stream and decider).
 */
export async function runDecider<C, E extends DomainEvent, S>(
  em: EntityManager,
  store: EventStore,
  stream: { id: string; type: string },
  decider: Decider<C, E, S>,
  command: C,
  metadata: EventMetadata = {},
  options: RunOptions<E, S> = {},
): Promise<CommandResult<E, S>> {
  const maxAttempts = options.maxAttempts ?? 20;
  let folded = options.folded;
  for (let attempt = 1; ; attempt++) {
    try {
      return await sqlTransaction(em, async (tx) => {
        const result = await decideInTransaction(tx, store, stream, decider, command, metadata, folded);
        await options.alsoInTransaction?.(tx, result);
        return result;
      });
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= maxAttempts) throw error;
      folded = undefined;
      await sleep(Math.random() * Math.min(50, 2 ** attempt));
    }
  }
}

/**
 * `runDecider`'s body inside the caller's transaction (a reactor's batch, a command that writes more than one
 * stream, an order placed with its request record). A conflict rolls the whole transaction back as a
 * `ConcurrencyError`; the caller's retry decides again.
 */
export async function decideInTransaction<C, E extends DomainEvent, S>(
  tx: EntityManager,
  store: EventStore,
  stream: { id: string; type: string },
  decider: Decider<C, E, S>,
  command: C,
  metadata: EventMetadata = {},
  folded?: FoldedStream<S>,
): Promise<CommandResult<E, S>> {
  const { version, state } = folded ?? (await store.aggregate(tx, stream.id, decider));
  const decided = decider.decide(command, state);
  const appended = await store.append(tx, stream, version, decided, metadata);
  return { ...appended, decided, state: decided.reduce((s, event) => decider.evolve(s, event), state) };
}
