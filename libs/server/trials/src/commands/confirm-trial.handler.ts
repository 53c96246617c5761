import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { enqueueInOutbox, EventStore, sql } from '@coaching/server-core';
import type { TrialBookedData } from '../domain/trial.decider';
import { ConfirmTrialCommand } from './confirm-trial.command';
import { bookingMessages } from './trial-messages';
import { runTrialCommand, trialOf } from './trial-stream';

/**
 * Books a held trial (a seat the member chose, or one held for them from the waitlist), with its confirmation,
 * reminders and follow-up mail jobs, and the member's waitlist entries removed, in the same transaction.
 */
@CommandHandler(ConfirmTrialCommand)
export class ConfirmTrialHandler implements ICommandHandler<ConfirmTrialCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ memberId, trialId, now }: ConfirmTrialCommand) {
    await trialOf(this.em.fork(), trialId, memberId);
    const result = await runTrialCommand(this.em, this.store, trialId, { type: 'ConfirmTrial', data: { now: now.toISOString() } }, { actor: { type: 'member', id: memberId } }, {
      alsoInTransaction: async (tx, appended) => {
        const booked = appended.events.find((e) => e.type === 'TrialBooked');
        if (!booked) return;
        const data = booked.data as TrialBookedData;
        await enqueueInOutbox(tx, ...bookingMessages(trialId, new Date(data.startsAt), new Date(data.endsAt), now));
        // One upcoming trial per member: booked, they wait for nothing any more (an offer taken included).
        await sql(tx, 'delete from trial_waitlist where member_id = ?', [data.memberId]);
      },
    });
    return { changed: result.events.length > 0 };
  }
}
