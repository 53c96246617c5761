import type { ContextMigration } from '@coaching/server-core';
import { Migration20261122000200Operators } from './20261122000200-operators.migration';

/** The backoffice's tables. Core finds this list (the package's `./migrations` entry) and merges it by name. */
export const migrations: ContextMigration[] = [
  { name: 'Migration20261122000200Operators', class: Migration20261122000200Operators, replaces: 'Migration20261122000002ContentBackoffice' },
];
