import { Migration } from '@mikro-orm/migrations';

/**
 * Any change of the news tells every api copy to forget the members' news pages it keeps (`news:*`, ADR 0019).
 *
 * Superseded on 2026-11-28: migration 20261128200000 (core) drops these triggers; the read caches' triggers are now
 * generated from their declarations after every migration run (ADR 0019, addendum). Kept as run, for the history.
 */
export class Migration20261127180005NewsNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql("create trigger news_changed after insert or update or delete or truncate on news for each statement execute function notify_cache_change('news', '*');");
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists news_changed on news;');
  }
}
