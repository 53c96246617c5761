import { Migration } from '@mikro-orm/migrations';

/**
 * The member's notifications (the bell): one row per event that concerned them (payment results, lessons),
 * written by content's reactors, at most once per event. News is not copied here: the bell reads it from
 * `news`. `notification_reads` keeps when the member last opened the bell (what is newer is unread).
 */
export class Migration20261125140100Notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table notifications (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        kind text not null check (kind in ('payment_succeeded', 'payment_failed', 'lesson_scheduled', 'lesson_cancelled')),
        title text not null,
        link text,
        source_event_id uuid not null unique,
        created_at timestamptz not null default now()
      );
      create index notifications_user_created on notifications (user_id, created_at desc);
      create table notification_reads (
        user_id uuid primary key references users (id) on delete cascade,
        seen_at timestamptz not null
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists notification_reads, notifications;');
  }
}
