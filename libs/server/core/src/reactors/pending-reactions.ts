import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../database/sql';
import { REACTIONS_CHANNEL, ReactionConsumer } from './reaction-consumer';
import type { ReactorRegistry } from './reactor';

/** One reactor's work on one event. */
export interface ReactionToRun {
  reactor: string;
  eventId: string;
}

/**
 * Writes reactions to run (`pending_reactions`) in the caller's transaction, the append's: they exist exactly when
 * the events do. The consumer's wake-up rides on the insert (one round trip), delivered only if the transaction
 * commits. `replay` marks an operator's replay of a parked reaction, which its success resolves.
 */
export async function writeReactions(em: EntityManager, reactions: readonly ReactionToRun[], { replay = false } = {}): Promise<void> {
  if (reactions.length === 0) return;
  if (!em.isInTransaction()) throw new Error('writeReactions must run inside a transaction');
  const values: unknown[] = [];
  const rows = reactions.map((r) => {
    values.push(r.reactor, r.eventId, replay);
    return '(?, ?::uuid, ?::boolean)';
  });
  await sql(em, `insert into pending_reactions (reactor, event_id, replay) values ${rows.join(', ')} on conflict (reactor, event_id) do nothing returning pg_notify(?, '') is null`, [
    ...values,
    REACTIONS_CHANNEL,
  ]);
}

/** Tries of one reaction in a drain before it is parked (the worker's back-off, without the waiting). */
const DRAIN_ATTEMPTS = 3;

/**
 * Runs the reactions written so far, as the worker would (`ReactionConsumer`, once each), until none is due: for
 * work that must see its reactions done before it goes on without a worker (the demo seed, the api tests). Only the
 * reactors this process registered: another's rows (a test beside it on the same database, a context the caller does
 * not load) are left for the process that has them. A reaction that fails is tried again at once, as the worker would
 * after its back-off: another drain beside this one (a test file on the same database) may have been running a
 * reaction on the same stream, and the loser of that version check succeeds on its next try. A reaction that fails
 * all its tries is parked and reported by a throw once the others ran.
 */
export async function runPendingReactions(em: EntityManager, reactors: ReactorRegistry): Promise<number> {
  const consumer = new ReactionConsumer(em, reactors, { maxAttempts: DRAIN_ATTEMPTS, retryDelayMs: 0, batchSize: 50 });
  const failures: string[] = [];
  let ran = 0;
  for (;;) {
    const { taken, failed } = await consumer.consumeBatch();
    failures.push(...failed.filter((f) => f.parked).map((f) => `${f.reactor} on ${f.eventId}: ${f.error}`));
    if (taken === 0) break;
    ran += taken;
  }
  if (failures.length > 0) throw new Error(`reactions failed and were parked: ${failures.join('; ')}`);
  return ran;
}
