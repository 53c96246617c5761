import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';

/**
 * The one lock every context that gives away a coach's time takes in its writing transaction: lessons when it
 * books, moves or reassigns a lesson, trials when it claims a trial seat (through lessons' published
 * `LockCoachTimeCommand`). Each side keeps its own table (and its own constraint against double-booking within
 * it); the lock closes the gap between them: a lesson and a trial at the same hour of the same coach, written at
 * the same instant, cannot both pass their check of the other's (committed) table. Held until commit. A
 * transaction that locks several coaches locks them in ascending id order. ADR 0011, addendum.
 */
export async function lockCoachTime(tx: EntityManager, coachId: string): Promise<void> {
  if (!tx.isInTransaction()) throw new Error('lockCoachTime must run inside the writing transaction');
  await sql(tx, 'select pg_advisory_xact_lock(hashtext(?))', [`coach-time-${coachId}`]);
}
