import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlTransaction } from '../database/sql-transaction';
import { ConcurrencyError } from './errors';
import type { Decider, DomainEvent, EventMetadata } from './event';
import { EventStore, type AppendResult } from './event-store';

export interface RunOptions {
  /** How many times to reload and decide again when another writer got there first. */
  maxAttempts?: number;
  /** Extra work in the same transaction (outbox rows, ordinary tables), in `sql()` statements (`sqlTransaction`). */
  alsoInTransaction?: (em: EntityManager, result: AppendResult) => Promise<void>;
}

/**
 * Loads a stream, lets the decider decide, appends at the version it read, all in one `sqlTransaction`;
 * on a concurrency conflict it starts again from a fresh read, with a short random back-off.
 */
export async function runDecider<C, E extends DomainEvent, S>(
  em: EntityManager,
  store: EventStore,
  stream: { id: string; type: string },
  decider: Decider<C, E, S>,
  command: C,
  metadata: EventMetadata = {},
  options: RunOptions = {},
): Promise<AppendResult> {
  const maxAttempts = options.maxAttempts ?? 20;
  for (let attempt = 1; ; attempt++) {
    try {
      return await sqlTransaction(em, async (tx) => {
        const result = await decideInTransaction(tx, store, stream, decider, command, metadata);
        await options.alsoInTransaction?.(tx, result);
        return result;
      });
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= maxAttempts) throw error;
      await sleep(Math.random() * Math.min(50, 2 ** attempt));
    }
  }
}

/**
 * Load, decide and append inside the caller's transaction (a reactor's, with its processed marker). A
 * conflict rolls the whole transaction back as a `ConcurrencyError`; the caller's retry decides again.
 */
export async function decideInTransaction<C, E extends DomainEvent, S>(
  tx: EntityManager,
  store: EventStore,
  stream: { id: string; type: string },
  decider: Decider<C, E, S>,
  command: C,
  metadata: EventMetadata = {},
): Promise<AppendResult> {
  const { version, state } = await store.aggregate(tx, stream.id, decider);
  return store.append(tx, stream, version, decider.decide(command, state), metadata);
}
