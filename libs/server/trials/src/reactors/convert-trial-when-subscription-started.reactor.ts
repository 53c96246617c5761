import type { EntityManager } from '@mikro-orm/postgresql';
import { decideInTransaction, type EventOf, type EventStore, type Reactor, sql } from '@coaching/server-core';
import { trialDecider, trialStream } from '../domain/trial.decider';
import { SubscriptionStarted } from '@coaching/server-billing/events';

/**
 * Async: a member's plan started (billing's `SubscriptionStarted`) → their latest trial that took place or
 * was booked is converted (`TrialConverted`), once; the back office's conversion rate counts these. They leave the
 * trial waitlists too (a seat already held for them lapses or is declined as any offer). Converted at the moment the plan
 * was paid (the event's `startsAt`), not when the worker got to it: the conversion per coach counts purchases within 30 days.
 */
export class ConvertTrialWhenSubscriptionStartedReactor implements Reactor {
  readonly name = 'convert-trial-when-subscription-started';
  readonly eventTypes = [SubscriptionStarted];

  constructor(private readonly store: EventStore) {}

  async react(tx: EntityManager, event: EventOf<typeof SubscriptionStarted>): Promise<void> {
    const { memberId, gameId } = event.data;
    // A paying member may no longer take a trial (spec §6): they stop waiting for one, so no freed seat is held for them.
    await sql(tx, 'delete from trial_waitlist where member_id = ? and offer_trial_id is null', [memberId]);
    const [trial] = await sql<{ id: string }>(
      tx,
      "select id from trials where member_id = ? and status in ('booked', 'attended', 'no_show') and converted_at is null order by starts_at desc limit 1",
      [memberId],
    );
    if (!trial) return;
    await decideInTransaction(tx, this.store, trialStream(trial.id), trialDecider, { type: 'RecordConversion', data: { subscriptionGameId: gameId ?? null, now: event.data.startsAt } }, { actor: { type: 'system' }, causationId: event.eventId });
  }
}
