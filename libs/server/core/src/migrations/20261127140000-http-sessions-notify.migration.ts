import { Migration } from '@mikro-orm/migrations';

/**
 * A changed or ended session notifies every api copy (`coaching_cache`, `session:<sid>`), at commit, so each copy's
 * session cache forgets it (ADR 0019). Only a change of the session itself: the once-a-minute push of its expiry
 * (`throttleTouches`) changes nothing a copy caches.
 */
export class Migration20261127140000HttpSessionsNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function notify_http_session_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('coaching_cache', 'session:' || old.sid);
        return null;
      end $$;
    `);
    this.addSql(`
      create trigger http_sessions_changed after update of sess on http_sessions
        for each row when (old.sess::text is distinct from new.sess::text) execute function notify_http_session_change();
    `);
    this.addSql('create trigger http_sessions_ended after delete on http_sessions for each row execute function notify_http_session_change();');
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists http_sessions_changed on http_sessions;');
    this.addSql('drop trigger if exists http_sessions_ended on http_sessions;');
    this.addSql('drop function if exists notify_http_session_change();');
  }
}
