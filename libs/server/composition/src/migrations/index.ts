import type { ContextMigration } from '@coaching/server-core';
import { Migration20261129100000MemberHome } from './20261129100000-member-home.migration';

/** The composition module's tables (its read models). Core finds this list (the package's `./migrations` entry). */
export const migrations: ContextMigration[] = [{ name: 'Migration20261129100000MemberHome', class: Migration20261129100000MemberHome }];
