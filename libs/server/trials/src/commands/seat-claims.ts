import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';

export interface SeatClaim {
  trialId: string;
  gameId: number;
  memberId: string;
  startsAt: Date;
  endsAt: Date;
  heldUntil: Date;
}

/**
 * Claims one seat of a slot in the caller's transaction: a row per (coach, start), so the database's unique
 * constraint decides between concurrent holds, never a count read beforehand. Tries the candidate coaches
 * in turn; a coach another hold took (committed or still in flight: the insert waits for it) is skipped.
 * Answers the coach whose seat it took, or null when every candidate was taken.
 * A member's second upcoming trial breaks `trial_seats_one_upcoming_per_member` and throws.
 */
export async function claimSeat(tx: EntityManager, claim: SeatClaim, candidates: readonly string[], options: { memberMayHoldAnother?: 'skip' | 'throw' } = {}): Promise<string | null> {
  if (!tx.isInTransaction()) throw new Error('claimSeat must run inside the append transaction');
  // 'skip' (a waitlist offer): a member who meanwhile holds another trial is passed over, not an error that
  // would undo the transaction freeing the seat.
  const onConflict = options.memberMayHoldAnother === 'skip' ? 'on conflict do nothing' : 'on conflict on constraint trial_seats_coach_slot do nothing';
  for (const coachId of candidates) {
    const [row] = await sql<{ coach_id: string }>(
      tx,
      `insert into trial_seats (trial_id, game_id, coach_id, member_id, starts_at, ends_at, state, held_until)
       values (?, ?, ?, ?, ?, ?, 'held', ?)
       ${onConflict}
       returning coach_id`,
      [claim.trialId, claim.gameId, coachId, claim.memberId, claim.startsAt, claim.endsAt, claim.heldUntil],
    );
    if (row) return row.coach_id;
  }
  return null;
}

/** Spreads concurrent holds over the free coaches, so they do not all queue behind the first one's row. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
