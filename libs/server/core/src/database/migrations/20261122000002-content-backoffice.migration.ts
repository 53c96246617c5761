import { Migration } from '@mikro-orm/migrations';

/** Contact inquiries (content context) and operator accounts (backoffice context). */
export class Migration20261122000002ContentBackoffice extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table operators (
        id uuid primary key,
        email text not null,
        name text not null,
        password_hash text not null,
        role text not null check (role in ('admin', 'support')),
        created_at timestamptz not null default now(),
        last_login_at timestamptz
      );
      create unique index operators_email_unique on operators (lower(email));

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
    this.addSql('drop table if exists contacts, operators cascade;');
  }
}
