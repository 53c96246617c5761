import { Migration } from '@mikro-orm/migrations';

/**
 * First-party page views: no personal data (no address, cookie, member or query string).
 * Formerly `Migration20261122000005PageViews`.
 */
export class Migration20261122000500PageViews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table page_views (
        id bigserial primary key,
        path text not null,
        title text not null default '',
        referrer text,
        viewed_at timestamptz not null default now()
      );
      create index page_views_viewed_at on page_views (viewed_at);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists page_views;');
  }
}
