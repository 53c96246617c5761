import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type AppendResult, APP_CONFIG, type AppConfig, decideInTransaction, enqueueInOutbox, EventStore, newStream, sql } from '@coaching/server-core';
import { trialDecider, trialStream } from '../domain/trial.decider';
import { isOffered, offerOrder, offerUntil } from '../domain/trial-rules';
import { TrialSlots } from '../queries/trial-slots';
import { claimSeat } from './seat-claims';
import { expireHoldMessage, offerMessage } from './trial-messages';

const FREEING = new Set(['TrialHoldExpired', 'TrialHoldReleased', 'TrialCancelled']);

/**
 * 空きが出たら通知, with the seat held: in the very transaction that frees a seat (a hold lapsed or let go, a
 * booking cancelled), the seat is claimed again for the first waiter of that slot (`offerOrder`) through the
 * same seat-claim machinery (the unique `trial_seats_coach_slot`), as a trial of theirs held for the offer
 * window (`TRIAL_OFFER_SECONDS`, 30 minutes) with its delayed expiry and the offer mail. Waiters stay eligible
 * while they wait (spec §6 was checked when they joined): a booking or a plan started takes them off every waitlist,
 * so nothing here asks identity, and the worker (which ends lapsed holds) needs no identity query. So the seat is never
 * free in between: a concurrent hold by anyone else waits on the row and then finds it taken. A waiter whose
 * offer lapses or who declines it leaves the waitlist, and the seat goes to the next one in the same way;
 * with nobody (eligible) left, it is free for everyone.
 */
@Injectable()
export class WaitlistOffers {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(TrialSlots) private readonly slots: TrialSlots,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  /** For `alsoInTransaction`: after events that freed seats were appended, hands each freed seat on. */
  readonly afterAppend = async (tx: EntityManager, appended: AppendResult): Promise<void> => {
    for (const event of appended.events) {
      if (!FREEING.has(event.type)) continue;
      const { trialId } = event.data as { trialId: string };
      // The waiter who let their offer lapse or declined it has had their turn.
      await sql(tx, 'delete from trial_waitlist where offer_trial_id = ?', [trialId]);
      const [slot] = await sql<{ game_id: number; starts_at: Date }>(tx, 'select game_id, starts_at from trials where id = ?', [trialId]);
      if (slot) await this.offerFreedSeat(tx, slot.game_id, new Date(slot.starts_at));
    }
  };

  /** Holds a free seat of the slot for the first eligible waiter; answers the trial held for them, or null. */
  async offerFreedSeat(tx: EntityManager, gameId: number, startsAt: Date, now = new Date()): Promise<string | null> {
    if (!isOffered(startsAt, now)) return null;
    // The waiters' rows are locked: two seats of one slot freed at once are handed to two waiters in turn.
    const rows = await sql<{ member_id: string; joined_at: Date; offer_trial_id: string | null; last_name: string; first_name: string }>(
      tx,
      `select member_id, joined_at, offer_trial_id, last_name, first_name from trial_waitlist
        where game_id = ? and starts_at = ? order by joined_at, member_id for update`,
      [gameId, startsAt],
    );
    const waiters = offerOrder(rows.map((r) => ({ memberId: r.member_id, joinedAt: new Date(r.joined_at), offerTrialId: r.offer_trial_id })));
    if (waiters.length === 0) return null;
    const candidates = await this.slots.candidates(tx, gameId, startsAt, { whenNotOffered: 'none' });
    if (candidates.length === 0) return null;
    const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
    const heldUntil = offerUntil(now, this.config.TRIAL_OFFER_SECONDS);
    for (const waiter of waiters) {
      const row = rows.find((r) => r.member_id === waiter.memberId)!;
      const trialId = randomUUID();
      const claim = { trialId, gameId, memberId: waiter.memberId, startsAt, endsAt, heldUntil };
      // A waiter who meanwhile holds or booked another trial cannot hold this one too: the next is asked.
      const coachId = await claimSeat(tx, this.queries, this.commands, claim, candidates, { memberMayHoldAnother: 'skip' });
      if (!coachId) {
        const [taken] = await sql(tx, "select 1 from trial_seats where member_id = ? and state in ('held', 'booked')", [waiter.memberId]);
        if (taken) continue;
        return null;
      }
      await decideInTransaction(
        tx,
        this.store,
        trialStream(trialId),
        trialDecider,
        {
          type: 'HoldTrial',
          data: {
            trialId,
            memberId: waiter.memberId,
            gameId,
            lastName: row.last_name,
            firstName: row.first_name,
            startsAt: startsAt.toISOString(),
            endsAt: endsAt.toISOString(),
            coachId,
            now: now.toISOString(),
            heldUntil: heldUntil.toISOString(),
            offer: true,
          },
        },
        { actor: { type: 'system' } },
        newStream(trialDecider),
      );
      await sql(tx, 'update trial_waitlist set offered_at = ?, offer_trial_id = ? where game_id = ? and starts_at = ? and member_id = ?', [now, trialId, gameId, startsAt, waiter.memberId]);
      await enqueueInOutbox(tx, expireHoldMessage(trialId, heldUntil), offerMessage(trialId));
      return trialId;
    }
    return null;
  }
}
