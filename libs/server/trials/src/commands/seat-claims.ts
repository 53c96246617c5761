import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { LockCoachTimeCommand } from '@coaching/server-lessons/commands';
import { ListCoachBusyTimesQuery } from '@coaching/server-lessons/queries';

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
 * constraint decides between concurrent holds, never a count read beforehand. Tries the candidate coaches in
 * ascending id order, each under the coach's time lock (lessons' `LockCoachTimeCommand`, sent on this transaction:
 * the lock lessons takes when it books the coach), asking lessons on this transaction whether the coach now teaches
 * then: a lesson booked since the candidates were read, or at this same instant, wins the hour and the coach is
 * passed over. A coach another hold took (committed, or in flight: the lock waits for it) is skipped. The order is
 * fixed so that two holds never wait for each other's locks. Answers the coach whose seat it took, or null when
 * every candidate was taken or teaching. A member's second upcoming trial breaks `trial_seats_one_upcoming_per_member` and throws.
 */
export async function claimSeat(
  tx: EntityManager,
  queries: QueryBus,
  commands: CommandBus,
  claim: SeatClaim,
  candidates: readonly string[],
  options: { memberMayHoldAnother?: 'skip' | 'throw' } = {},
): Promise<string | null> {
  if (!tx.isInTransaction()) throw new Error('claimSeat must run inside the append transaction');
  // 'skip' (a waitlist offer): a member who meanwhile holds another trial is passed over, not an error that
  // would undo the transaction freeing the seat.
  const onConflict = options.memberMayHoldAnother === 'skip' ? 'on conflict do nothing' : 'on conflict on constraint trial_seats_coach_slot do nothing';
  for (const coachId of [...candidates].sort()) {
    await commands.execute(new LockCoachTimeCommand(coachId, tx));
    const teaching = await queries.execute(new ListCoachBusyTimesQuery([coachId], claim.startsAt, claim.endsAt, tx));
    if (teaching.length > 0) continue;
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
