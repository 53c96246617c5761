import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { EventStore, HandlesJob, type JobHandler, QueueName, sql } from '@coaching/server-core';
import { runTrialCommand } from '../commands/trial-stream';
import { WaitlistOffers } from '../commands/waitlist-offers';

export const EXPIRE_TRIAL_HOLD_JOB = 'expire-trial-hold';

export interface ExpireTrialHoldPayload {
  trialId: string;
}

/**
 * Delayed (queued by the hold, due when it lapses): a hold the member did not confirm ends and its seat
 * returns (`TrialHoldExpired`; the seat projection frees the row, a reactor refreshes the schedule), held at once
 * for the slot's next waiter if one waits (`WaitlistOffers`: a lapsed offer passes to the next one). A hold
 * confirmed or released meanwhile is left alone, and a run twice appends nothing the second time.
 */
@Injectable()
@HandlesJob(QueueName.TrialSlots, EXPIRE_TRIAL_HOLD_JOB)
export class ExpireTrialHoldJob implements JobHandler<ExpireTrialHoldPayload> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(WaitlistOffers) private readonly offers: WaitlistOffers,
  ) {}

  async handle({ trialId }: ExpireTrialHoldPayload): Promise<void> {
    const [open] = await sql<{ held_until: Date }>(this.em.fork(), "select held_until from trials where id = ? and status = 'held'", [trialId]);
    // Run early (another clock, a short delay): fail, so the queue tries again once the hold has lapsed.
    if (open && new Date(open.held_until).getTime() > Date.now()) throw new Error(`hold ${trialId} has not lapsed yet`);
    await runTrialCommand(this.em, this.store, trialId, { type: 'ExpireHold', data: { now: new Date().toISOString() } }, { actor: { type: 'system' } }, {
      alsoInTransaction: this.offers.afterAppend,
    });
  }
}
