import { Migration } from '@mikro-orm/migrations';

/**
 * Any change of a member's row or of their chosen games tells every api copy to forget the row `/api/me` reads
 * (`member-row:<id>`, core's `notify_cache_change`, ADR 0019). An update that changes nothing sends nothing.
 */
export class Migration20261127180001MemberRowNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create trigger users_row_changed after update on users for each row
        when (old.* is distinct from new.*) execute function notify_cache_change('member-row', 'id');
    `);
    this.addSql("create trigger users_row_removed after delete on users for each row execute function notify_cache_change('member-row', 'id');");
    this.addSql("create trigger game_users_changed after insert or update or delete on game_users for each row execute function notify_cache_change('member-row', 'user_id');");
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists users_row_changed on users;');
    this.addSql('drop trigger if exists users_row_removed on users;');
    this.addSql('drop trigger if exists game_users_changed on game_users;');
  }
}
