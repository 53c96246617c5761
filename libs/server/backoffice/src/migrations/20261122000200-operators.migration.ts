import { Migration } from '@mikro-orm/migrations';

/** Operator accounts of the back office. Split from the former `Migration20261122000002ContentBackoffice`. */
export class Migration20261122000200Operators extends Migration {
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
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists operators cascade;');
  }
}
