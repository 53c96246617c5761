import { Migration } from '@mikro-orm/migrations';

/** Operators may be coaches (issue 10): they sign in to the back office and see only their own students. */
export class Migration20261125110000CoachRole extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table operators drop constraint if exists operators_role_check;
      alter table operators add constraint operators_role_check check (role in ('admin', 'support', 'coach'));
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table operators drop constraint if exists operators_role_check;
      alter table operators add constraint operators_role_check check (role in ('admin', 'support'));
    `);
  }
}
