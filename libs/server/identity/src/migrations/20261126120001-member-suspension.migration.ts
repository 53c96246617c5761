import { Migration } from '@mikro-orm/migrations';

/** A member's suspension by support (spec §4 terms), the read model of the `member-<id>` stream's events. */
export class Migration20261126120001MemberSuspension extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table users
        add column suspended_at timestamptz,
        add column suspension_ground text check (suspension_ground in ('no-reply', 'misuse', 'other')),
        add column suspension_reason text;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('alter table users drop column if exists suspended_at, drop column if exists suspension_ground, drop column if exists suspension_reason;');
  }
}
