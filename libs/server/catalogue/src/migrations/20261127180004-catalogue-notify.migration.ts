import { Migration } from '@mikro-orm/migrations';

/**
 * The games' and plans' names, asked on every mypage view (`/api/me`), are kept whole in each api copy's memory; any
 * change of either table tells every copy to forget them all (`catalogue:*`, ADR 0019). The catalogue is a few
 * dozen rows, changed by an operator now and then.
 *
 * Superseded on 2026-11-28: migration 20261128200000 (core) drops these triggers; the read caches' triggers are now
 * generated from their declarations after every migration run (ADR 0019, addendum). Kept as run, for the history.
 */
export class Migration20261127180004CatalogueNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql("create trigger games_changed after insert or update or delete on games for each statement execute function notify_cache_change('catalogue', '*');");
    this.addSql("create trigger plans_changed after insert or update or delete on plans for each statement execute function notify_cache_change('catalogue', '*');");
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists games_changed on games;');
    this.addSql('drop trigger if exists plans_changed on plans;');
  }
}
