import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { byOperator, coachStream } from '../domain/lesson-record-streams';
import { feedTokenHash } from './calendar-feed-token';
import { RenewCalendarFeedCommand } from './renew-calendar-feed.command';

/** A new address replaces the old one; one an operator issued for a coach is recorded on the coach's stream with it. */
@CommandHandler(RenewCalendarFeedCommand)
export class RenewCalendarFeedHandler implements ICommandHandler<RenewCalendarFeedCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ ownerKind, ownerId, operatorId }: RenewCalendarFeedCommand): Promise<{ token: string }> {
    const token = randomBytes(24).toString('base64url');
    await sqlTransaction(this.em, async (tx) => {
      await sql(
        tx,
        `insert into lesson_calendar_feeds (token_hash, owner_kind, owner_id) values (?, ?, ?)
         on conflict (owner_kind, owner_id) do update set token_hash = excluded.token_hash, created_at = now()`,
        [feedTokenHash(token), ownerKind, ownerId],
      );
      if (ownerKind !== 'coach' || !operatorId) return;
      const [coach] = await sql<{ name: string }>(tx, 'select name from coaches where id = ?', [ownerId]);
      await this.store.record(tx, coachStream(ownerId), [{ type: 'CoachCalendarFeedRenewed', data: { coachId: ownerId, name: coach?.name ?? null } }], byOperator(operatorId));
    });
    return { token };
  }
}
