import { Migration } from '@mikro-orm/migrations';

/**
 * Members, as first created (the next migration adds their profile). Split from the former
 * `Migration20261122000003CataloguePeopleNews`.
 */
export class Migration20261122000303Users extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table users (
        id uuid primary key,
        email text not null,
        password_hash text,
        last_name text,
        first_name text,
        email_verified_at timestamptz,
        status text not null default 'registered',
        trial_count integer not null default 1,
        created_at timestamptz not null default now()
      );
      create unique index users_email_unique on users (lower(email));
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists users cascade;');
  }
}
