import { Migration } from '@mikro-orm/migrations';

/**
 * A change of what the member guard reads (verified address, password set, suspension) or a removed member tells
 * every api copy to forget that member's standing (`member:<id>`, core's `notify_cache_change`, ADR 0019). A trigger,
 * so every writer is heard: commands, the suspension projection and its rebuild, support's tools.
 */
export class Migration20261127140001MemberStandingNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create trigger users_standing_changed after update on users for each row
        when ((old.email_verified_at is null) is distinct from (new.email_verified_at is null)
           or old.password_changed_at is distinct from new.password_changed_at
           or old.suspended_at is distinct from new.suspended_at
           or old.suspension_reason is distinct from new.suspension_reason)
        execute function notify_cache_change('member', 'id');
    `);
    this.addSql("create trigger users_removed after delete on users for each row execute function notify_cache_change('member', 'id');");
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists users_standing_changed on users;');
    this.addSql('drop trigger if exists users_removed on users;');
  }
}
