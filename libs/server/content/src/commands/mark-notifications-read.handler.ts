import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { MarkNotificationsReadCommand } from './mark-notifications-read.command';

@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId }: MarkNotificationsReadCommand): Promise<void> {
    // greatest(): two tabs racing never move the mark back.
    await sql(
      this.em.fork(),
      'insert into notification_reads (user_id, seen_at) values (?, now()) on conflict (user_id) do update set seen_at = greatest(notification_reads.seen_at, excluded.seen_at)',
      [memberId],
    );
  }
}
