import { Migration } from '@mikro-orm/migrations';

/**
 * Identity: whether a member completed the student information is billing's to say (it keeps that
 * information), asked through its published query; the copy billing used to write here goes.
 */
export class Migration20261124000003MemberDerivedColumns extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table users drop column personal_information_completed_at;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table users add column personal_information_completed_at timestamptz;');
  }
}
