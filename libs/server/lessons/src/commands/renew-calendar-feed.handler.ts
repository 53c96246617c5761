import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { feedTokenHash } from './calendar-feed-token';
import { RenewCalendarFeedCommand } from './renew-calendar-feed.command';

@CommandHandler(RenewCalendarFeedCommand)
export class RenewCalendarFeedHandler implements ICommandHandler<RenewCalendarFeedCommand> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ ownerKind, ownerId }: RenewCalendarFeedCommand): Promise<{ token: string }> {
    const token = randomBytes(24).toString('base64url');
    await sql(
      this.em.fork(),
      `insert into lesson_calendar_feeds (token_hash, owner_kind, owner_id) values (?, ?, ?)
       on conflict (owner_kind, owner_id) do update set token_hash = excluded.token_hash, created_at = now()`,
      [feedTokenHash(token), ownerKind, ownerId],
    );
    return { token };
  }
}
