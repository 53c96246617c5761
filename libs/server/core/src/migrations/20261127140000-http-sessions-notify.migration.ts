import { Migration } from '@mikro-orm/migrations';

/**
 * The one trigger function behind every api copy's read caches (ADR 0019): `notify_cache_change(kind, key column)`
 * sends `<kind>:<the old row's key>` on `coaching_cache` (`CACHE_CHANNEL`), delivered at commit. A context whose
 * table backs a cache attaches it in its own migration (identity's `users`).
 *
 * Here, sessions: a changed or ended session tells every copy to forget it. Only a change of the session itself:
 * the once-a-minute push of its expiry (`throttleTouches`) changes nothing a copy caches.
 *
 * Superseded on 2026-11-28: migration 20261128200000 (core) drops these triggers; the read caches' triggers are now
 * generated from their declarations after every migration run (ADR 0019, addendum). Kept as run, for the history.
 */
export class Migration20261127140000HttpSessionsNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function notify_cache_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('coaching_cache', tg_argv[0] || ':' || (to_jsonb(old) ->> tg_argv[1]));
        return null;
      end $$;
    `);
    this.addSql(`
      create trigger http_sessions_changed after update of sess on http_sessions
        for each row when (old.sess::text is distinct from new.sess::text) execute function notify_cache_change('session', 'sid');
    `);
    this.addSql("create trigger http_sessions_ended after delete on http_sessions for each row execute function notify_cache_change('session', 'sid');");
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists http_sessions_changed on http_sessions;');
    this.addSql('drop trigger if exists http_sessions_ended on http_sessions;');
    this.addSql('drop function if exists notify_cache_change();');
  }
}
