import { Migration } from '@mikro-orm/migrations';

/**
 * Coaches, one game each. Written by the catalogue before the lessons context existed and moved here under
 * its name, so no database notices. Split from the former `Migration20261122000003CataloguePeopleNews`.
 */
export class Migration20261122000301Coaches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table coaches (
        id uuid primary key,
        code text not null unique,
        name text not null,
        game_id integer not null references games (id),
        profile text not null default '',
        is_active boolean not null default true
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists coaches cascade;');
  }
}
