import { Migration } from '@mikro-orm/migrations';

/** A member's camp applications are found by the parent's e-mail (the back office's member page). */
export class Migration20261126110003CampApplicationsByEmail extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index camp_applications_email on camp_applications (lower(email), applied_at desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists camp_applications_email;');
  }
}
