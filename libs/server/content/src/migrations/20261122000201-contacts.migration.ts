import { Migration } from '@mikro-orm/migrations';

/**
 * Contact inquiries. Split from the former `Migration20261122000002ContentBackoffice`; it follows the
 * backoffice's operators table, which `handled_by` refers to.
 */
export class Migration20261122000201Contacts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table contacts (
        id uuid primary key,
        name text not null,
        email text not null,
        message text not null,
        status text not null default 'new' check (status in ('new', 'handled')),
        created_at timestamptz not null default now(),
        handled_at timestamptz,
        handled_by uuid references operators (id),
        handled_by_name text
      );
      create index contacts_created_at on contacts (created_at desc);
      create index contacts_status on contacts (status);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists contacts cascade;');
  }
}
