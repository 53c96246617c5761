import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ParkedReactionDto } from '@coaching/contracts';
import { EventStore, replayParkedReaction, sqlTransaction } from '@coaching/server-core';
import { ReplayParkedReactionCommand } from './replay-parked-reaction.command';

/** A parked reaction's own stream: who replayed it and when, for the audit log. */
const parkedReactionStream = (key: { eventId: string; reactor: string }) => ({ id: `parked-reaction-${key.eventId}.${key.reactor}`, type: 'parked-reaction' });

/** The replay and the operator's record of it on the parked reaction's stream, in one transaction. */
@CommandHandler(ReplayParkedReactionCommand)
export class ReplayParkedReactionHandler implements ICommandHandler<ReplayParkedReactionCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  execute({ key, operatorId }: ReplayParkedReactionCommand): Promise<ParkedReactionDto | null> {
    return sqlTransaction(this.em, async (tx) => {
      const replayed = await replayParkedReaction(tx, key);
      const data = { eventId: key.eventId, reactor: key.reactor, eventType: replayed?.event_type ?? null, streamId: replayed?.stream_id ?? null };
      if (replayed) await this.store.record(tx, parkedReactionStream(key), [{ type: 'ParkedReactionReplayed', data }], { actor: { type: 'operator', id: operatorId } });
      return replayed;
    });
  }
}
