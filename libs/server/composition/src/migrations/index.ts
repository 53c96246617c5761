import type { ContextMigration } from '@coaching/server-core';
import { Migration20261129100000MemberHome } from './20261129100000-member-home.migration';
import { Migration20261204100000GuardianSummaries } from './20261204100000-guardian-summaries.migration';

/** The composition module's tables (its read models). Core finds this list (the package's `./migrations` entry). */
export const migrations: ContextMigration[] = [
  { name: 'Migration20261129100000MemberHome', class: Migration20261129100000MemberHome },
  { name: 'Migration20261204100000GuardianSummaries', class: Migration20261204100000GuardianSummaries },
];
