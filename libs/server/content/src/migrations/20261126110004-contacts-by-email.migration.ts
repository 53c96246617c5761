import { Migration } from '@mikro-orm/migrations';

/** A member's inquiries are found by the address they wrote from (the back office's member page). */
export class Migration20261126110004ContactsByEmail extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index contacts_email on contacts (lower(email), created_at desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists contacts_email;');
  }
}
