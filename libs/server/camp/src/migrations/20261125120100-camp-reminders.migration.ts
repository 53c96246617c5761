import { Migration } from '@mikro-orm/migrations';

/** When the reminder before the camp went to a paid application (`CampReminderSent`, read model of the stream). */
export class Migration20261125120100CampReminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table camp_applications add column reminded_at timestamptz;
      create index camp_applications_to_remind on camp_applications (camp_event_id) where status = 'paid' and reminded_at is null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists camp_applications_to_remind; alter table camp_applications drop column if exists reminded_at;');
  }
}
