import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@coaching/server-core';
import { ReleaseTrialHoldCommand } from './release-trial-hold.command';
import { runTrialCommand, trialOf } from './trial-stream';
import { WaitlistOffers } from './waitlist-offers';

/** The member lets a held seat go (the confirm modal backed out of, or a waitlist offer declined); a waiter may get it at once. */
@CommandHandler(ReleaseTrialHoldCommand)
export class ReleaseTrialHoldHandler implements ICommandHandler<ReleaseTrialHoldCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(WaitlistOffers) private readonly offers: WaitlistOffers,
  ) {}

  async execute({ memberId, trialId, now }: ReleaseTrialHoldCommand) {
    await trialOf(this.em.fork(), trialId, memberId);
    const result = await runTrialCommand(this.em, this.store, trialId, { type: 'ReleaseHold', data: { now: now.toISOString() } }, { actor: { type: 'member', id: memberId } }, {
      alsoInTransaction: this.offers.afterAppend,
    });
    return { changed: result.events.length > 0 };
  }
}
