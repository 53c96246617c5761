import type { EntityManager } from '@mikro-orm/postgresql';
import { type Reactor, sql, type StoredEvent } from '@coaching/server-core';

/** The part of the trials context's `TrialBooked` event this reactor reads. */
interface TrialBookedFacts {
  memberId: string;
}

/**
 * Async: a member booked a free trial (trials' `TrialBooked`) → one trial fewer (`users.trial_count`, spec §3),
 * never below zero. Core's processed marker makes a redelivered event count once.
 */
export class UseTrialWhenTrialBookedReactor implements Reactor {
  readonly name = 'use-trial-when-trial-booked';
  readonly eventTypes = ['TrialBooked'];

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const { memberId } = event.data as TrialBookedFacts;
    await sql(tx, 'update users set trial_count = greatest(trial_count - 1, 0) where id = ?', [memberId]);
  }
}
