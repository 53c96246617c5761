import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { enqueueInOutbox, EventStore } from '@coaching/server-core';
import { CancelTrialCommand } from './cancel-trial.command';
import { cancellationMessages } from './trial-messages';
import { runTrialCommand, trialOf } from './trial-stream';
import { WaitlistOffers } from './waitlist-offers';

/** Cancels a booking and mails the member and the coach, in one transaction; the freed seat is held for the slot's first waiter, if any. */
@CommandHandler(CancelTrialCommand)
export class CancelTrialHandler implements ICommandHandler<CancelTrialCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(WaitlistOffers) private readonly offers: WaitlistOffers,
  ) {}

  async execute({ trialId, by, reason, now }: CancelTrialCommand) {
    await trialOf(this.em.fork(), trialId, by.type === 'member' ? by.memberId : undefined);
    const actor = by.type === 'member' ? { type: 'member' as const, id: by.memberId } : { type: 'operator' as const, id: by.operatorId };
    const result = await runTrialCommand(this.em, this.store, trialId, { type: 'CancelTrial', data: { by: by.type, reason, now: now.toISOString() } }, { actor }, {
      alsoInTransaction: async (tx, appended) => {
        if (appended.events.length > 0) await enqueueInOutbox(tx, ...cancellationMessages(trialId));
        await this.offers.afterAppend(tx, appended);
      },
    });
    return { changed: result.events.length > 0 };
  }
}
