import { Migration } from '@mikro-orm/migrations';

/**
 * A karte note the coach shares with the student's guardians (保護者と共有, issue 31, ADR 0038): not shared unless the
 * coach says so, so every note written before stays between the coach and the student.
 */
export class Migration20261203000100KarteSharedWithGuardian extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table lesson_notes add column shared_with_guardian boolean not null default false;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table lesson_notes drop column if exists shared_with_guardian;');
  }
}
