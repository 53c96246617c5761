import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { tokyoParts } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { LockCoachTimeCommand } from '@coaching/server-lessons/commands';
import { ListCoachBusyTimesQuery, ListCoachWorkingTimesQuery } from '@coaching/server-lessons/queries';
import { worksSlot } from '../domain/coach-working-time';

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
 * passed over; so is one who no longer works then (a day off or new weekly hours committed since, issue 30). A
 * coach another hold took (committed, or in flight: the lock waits for it) is skipped. The order is fixed so that
 * two holds never wait for each other's locks. Answers the coach whose seat it took, or null when
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
    if (!(await coachWorksSlot(tx, queries, coachId, claim.startsAt, claim.endsAt))) continue;
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

/**
 * Whether the coach works [startsAt, endsAt), read on the claim's transaction under the coach's time lock: his working
 * time from the lessons context, and whether one of his trial windows covering the hour was opened with 時間外でも登録.
 */
async function coachWorksSlot(tx: EntityManager, queries: QueryBus, coachId: string, startsAt: Date, endsAt: Date): Promise<boolean> {
  const [time] = await queries.execute(new ListCoachWorkingTimesQuery([coachId], startsAt, endsAt, tx));
  const { weekday, hour } = tokyoParts(startsAt);
  const clock = `${String(hour).padStart(2, '0')}:00`;
  const [window] = await sql<{ outside_hours: boolean | null }>(
    tx,
    'select bool_or(outside_hours) as outside_hours from trial_hours where coach_id = ? and weekday = ? and start_time <= ? and end_time > ?',
    [coachId, weekday, clock, clock],
  );
  return worksSlot(time, startsAt, endsAt, window?.outside_hours === true);
}
