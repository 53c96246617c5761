import { Migration } from '@mikro-orm/migrations';

/**
 * News as operators write it in the back office: an audience (every member, or the members of one game),
 * and when it was written and changed. Operators' news has no slug (the demo data keys its rows by one).
 * `published_at` null is a draft; a future time publishes it then.
 */
export class Migration20261125140000NewsAudience extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table news alter column slug drop not null;
      alter table news add column game_id integer references games (id);
      alter table news add column created_at timestamptz not null default now();
      alter table news add column updated_at timestamptz not null default now();
      drop index if exists news_published_at;
      create index news_published_at on news (published_at desc, id desc) where published_at is not null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index if exists news_published_at;
      create index news_published_at on news (published_at desc);
      alter table news drop column updated_at, drop column created_at, drop column game_id;
      update news set slug = 'news-' || id where slug is null;
      alter table news alter column slug set not null;
    `);
  }
}
