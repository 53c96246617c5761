import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's member search over the student information (core `database/search-text.ts`): pg_trgm
 * indexes for "contains" on the student's name, kana and phone, prefix indexes on name and kana for
 * one- and two-character searches. Order references are ranges of `payments.id` (its primary key) and
 * provider order ids have their unique index already.
 */
export class Migration20261126110002MemberSearchIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create extension if not exists pg_trgm;
      create index personal_informations_name_trgm on personal_informations using gin ((last_name || first_name) gin_trgm_ops);
      create index personal_informations_kana_trgm on personal_informations using gin ((last_name_kana || first_name_kana) gin_trgm_ops);
      create index personal_informations_phone_trgm on personal_informations using gin (phone_number gin_trgm_ops);
      create index personal_informations_name_prefix on personal_informations ((last_name || first_name) text_pattern_ops);
      create index personal_informations_kana_prefix on personal_informations ((last_name_kana || first_name_kana) text_pattern_ops);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists personal_informations_name_trgm, personal_informations_kana_trgm, personal_informations_phone_trgm,
      personal_informations_name_prefix, personal_informations_kana_prefix;`);
  }
}
