import type { EntityManager } from '@mikro-orm/postgresql';
import { decideInTransaction, enqueueInOutbox, type EventOf, type EventStore, type Reactor, sql } from '@coaching/server-core';
import { MemberWithdrew } from '@coaching/server-identity/events';
import { trialDecider, trialStream } from '../domain/trial.decider';
import { cancellationMessages } from '../commands/trial-messages';
import type { WaitlistOffers } from '../commands/waitlist-offers';

/** What the coach's mail and the back office show as the reason. */
export const WITHDRAWAL_REASON = '会員の退会に伴う取り消し';

/**
 * Async: a member withdrew (identity's `MemberWithdrew`, ADR 0042): they leave every waitlist (the rows hold the names
 * they typed, and a seat must not be offered to an account that is gone); a seat they hold is let go and their booked
 * trials still ahead are called off by the school (the coach is mailed; the member's own mail goes nowhere, their
 * address is gone). Each freed seat goes to the slot's first waiter through `WaitlistOffers.afterAppend`, exactly as
 * a member's own cancellation hands it on. The names typed for every trial of theirs are erased (the conversion
 * figures keep the rows). A second delivery cancels nothing twice.
 */
export class CancelTrialsWhenMemberWithdrewReactor implements Reactor {
  readonly name = 'cancel-trials-when-member-withdrew';
  readonly eventTypes = [MemberWithdrew];

  constructor(
    private readonly store: EventStore,
    private readonly offers: WaitlistOffers,
  ) {}

  async react(tx: EntityManager, event: EventOf<typeof MemberWithdrew>): Promise<void> {
    const { memberId, withdrawnAt } = event.data;
    const metadata = { actor: { type: 'system' as const }, causationId: event.eventId };
    await sql(tx, 'delete from trial_waitlist where member_id = ?', [memberId]);
    const held = await sql<{ id: string }>(tx, "select id from trials where member_id = ? and status = 'held'", [memberId]);
    for (const { id } of held) {
      const released = await decideInTransaction(tx, this.store, trialStream(id), trialDecider, { type: 'ReleaseHold', data: { now: withdrawnAt } }, metadata);
      await this.offers.afterAppend(tx, released);
    }
    const ahead = await sql<{ id: string }>(tx, "select id from trials where member_id = ? and status = 'booked' and starts_at > ?", [memberId, withdrawnAt]);
    for (const { id } of ahead) {
      const cancelled = await decideInTransaction(tx, this.store, trialStream(id), trialDecider, { type: 'CancelTrial', data: { by: 'school', reason: WITHDRAWAL_REASON, now: withdrawnAt } }, metadata);
      if (cancelled.decided.length > 0) await enqueueInOutbox(tx, ...cancellationMessages(id));
      await this.offers.afterAppend(tx, cancelled);
    }
    await sql(tx, "update trials set last_name = '退会済み', first_name = '' where member_id = ?", [memberId]);
  }
}
