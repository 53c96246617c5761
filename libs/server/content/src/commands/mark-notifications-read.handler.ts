import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { MarkNotificationsReadCommand } from './mark-notifications-read.command';

/**
 * The member's read mark: items created up to it are read. `until` comes from the list the member saw, whose
 * times are ISO strings in milliseconds while the rows keep microseconds: the mark reaches the end of that
 * millisecond, so the item shown is read. Never past now (a clock ahead cannot mark tomorrow's items read).
 */
const MARK = `least(coalesce(?::timestamptz + interval '999 microseconds', now()), now())`;

@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId, until }: MarkNotificationsReadCommand): Promise<void> {
    // greatest(): two tabs racing, or an older list read later, never move the mark back.
    await sql(
      this.em.fork(),
      `insert into notification_reads (user_id, seen_at) values (?, ${MARK}) on conflict (user_id) do update set seen_at = greatest(notification_reads.seen_at, excluded.seen_at)`,
      [memberId, until ? until.toISOString() : null],
    );
  }
}
