import { Migration } from '@mikro-orm/migrations';

/**
 * A group lesson's event concerns every member of the group: one notification per event and member (was: per
 * event). A redelivered event still writes nothing twice.
 */
export class Migration20261127100000NotificationsPerMember extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table notifications drop constraint notifications_source_event_id_key;
      alter table notifications add constraint notifications_source_event_user_key unique (source_event_id, user_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      delete from notifications n using notifications o where n.source_event_id = o.source_event_id and n.id > o.id;
      alter table notifications drop constraint notifications_source_event_user_key;
      alter table notifications add constraint notifications_source_event_id_key unique (source_event_id);
    `);
  }
}
