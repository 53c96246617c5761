import type { EntityManager } from '@mikro-orm/postgresql';
import { type Reactor, sql, type StoredEvent } from '@coaching/server-core';

/** The part of the trials context's `TrialCancelled` event this reactor reads. */
interface TrialCancelledFacts {
  memberId: string;
  by: 'member' | 'school';
}

/**
 * Async: the school called a booked trial off (trials' `TrialCancelled` by the school) → the member gets
 * the trial back (`users.trial_count` + 1). A member's own cancellation gives nothing back.
 */
export class ReturnTrialWhenTrialCancelledBySchoolReactor implements Reactor {
  readonly name = 'return-trial-when-trial-cancelled-by-school';
  readonly eventTypes = ['TrialCancelled'];

  reactsTo(event: Pick<StoredEvent, 'data'>): boolean {
    return (event.data as TrialCancelledFacts).by === 'school';
  }

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const { memberId } = event.data as TrialCancelledFacts;
    await sql(tx, 'update users set trial_count = trial_count + 1 where id = ?', [memberId]);
  }
}
