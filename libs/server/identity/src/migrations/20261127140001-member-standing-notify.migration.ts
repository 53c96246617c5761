import { Migration } from '@mikro-orm/migrations';

/**
 * A change of what the member guard reads (verified address, password set, suspension) or a removed member notifies
 * every api copy (`coaching_cache`, `member:<id>`), at commit, so each copy's standing cache forgets it (ADR 0019).
 * A trigger, so every writer is heard: commands, the suspension projection and its rebuild, support's tools.
 */
export class Migration20261127140001MemberStandingNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function notify_member_standing_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('coaching_cache', 'member:' || old.id);
        return null;
      end $$;
    `);
    this.addSql(`
      create trigger users_standing_changed after update on users for each row
        when ((old.email_verified_at is null) is distinct from (new.email_verified_at is null)
           or old.password_changed_at is distinct from new.password_changed_at
           or old.suspended_at is distinct from new.suspended_at
           or old.suspension_reason is distinct from new.suspension_reason)
        execute function notify_member_standing_change();
    `);
    this.addSql('create trigger users_removed after delete on users for each row execute function notify_member_standing_change();');
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists users_standing_changed on users;');
    this.addSql('drop trigger if exists users_removed on users;');
    this.addSql('drop function if exists notify_member_standing_change();');
  }
}
