import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's member search (core `database/search-text.ts`): pg_trgm indexes for "contains" on
 * e-mail, name and Discord name, and a prefix index on the name for one- and two-character searches.
 * `ListMatchingMemberIdsQuery` (billing's payment search) uses the same expressions and gains them too.
 */
export class Migration20261126110001MemberSearchIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create extension if not exists pg_trgm;
      create index users_email_trgm on users using gin (email gin_trgm_ops);
      create index users_name_trgm on users using gin ((coalesce(last_name, '') || coalesce(first_name, '')) gin_trgm_ops);
      create index users_name_prefix on users ((coalesce(last_name, '') || coalesce(first_name, '')) text_pattern_ops);
      create index users_discord_username_trgm on users using gin (discord_username gin_trgm_ops);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists users_email_trgm, users_name_trgm, users_name_prefix, users_discord_username_trgm;');
  }
}
