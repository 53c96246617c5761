import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { fromTokyo } from '@coaching/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore, sql } from '@coaching/server-core';
import { TrialErrors } from '../domain/trials-errors';
import { LeaveTrialWaitlistCommand } from './leave-trial-waitlist.command';
import { runTrialCommand } from './trial-stream';
import { WaitlistOffers } from './waitlist-offers';

/**
 * Leaves the waitlist of one slot (the member's own entry only). When a freed seat is held for them, it is
 * let go first (`TrialHoldReleased`), in whose transaction it is held for the next waiter and their entry
 * removed; otherwise the entry is removed. Not waiting for that slot: 404.
 */
@CommandHandler(LeaveTrialWaitlistCommand)
export class LeaveTrialWaitlistHandler implements ICommandHandler<LeaveTrialWaitlistCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(WaitlistOffers) private readonly offers: WaitlistOffers,
  ) {}

  async execute({ memberId, request, now }: LeaveTrialWaitlistCommand): Promise<{ left: true }> {
    const startsAt = fromTokyo(request.start);
    const [entry] = await sql<{ offer_trial_id: string | null }>(this.em.fork(), 'select offer_trial_id from trial_waitlist where game_id = ? and starts_at = ? and member_id = ?', [
      request.game_id,
      startsAt,
      memberId,
    ]);
    if (!entry) throw domainError(TrialErrors.WAITLIST_NOT_FOUND);
    if (entry.offer_trial_id) {
      await runTrialCommand(this.em, this.store, entry.offer_trial_id, { type: 'ReleaseHold', data: { now: now.toISOString() } }, { actor: { type: 'member', id: memberId } }, {
        alsoInTransaction: this.offers.afterAppend,
      });
    }
    await sql(this.em.fork(), 'delete from trial_waitlist where game_id = ? and starts_at = ? and member_id = ?', [request.game_id, startsAt, memberId]);
    return { left: true };
  }
}
