import type { ContextMigration } from '@coaching/server-core';
import { Migration20261122000200Operators } from './20261122000200-operators.migration';
import { Migration20261125110000CoachRole } from './20261125110000-coach-role.migration';
import { Migration20261126130000OperatorAccounts } from './20261126130000-operator-accounts.migration';
import { Migration20261129090000AuditLogPerAction } from './20261129090000-audit-log-per-action.migration';
import { Migration20261129090100AuditLogCoachChanges } from './20261129090100-audit-log-coach-changes.migration';

/** The backoffice's tables. Core finds this list (the package's `./migrations` entry) and merges it by name. */
export const migrations: ContextMigration[] = [
  { name: 'Migration20261122000200Operators', class: Migration20261122000200Operators, replaces: 'Migration20261122000002ContentBackoffice' },
  { name: 'Migration20261125110000CoachRole', class: Migration20261125110000CoachRole },
  { name: 'Migration20261126130000OperatorAccounts', class: Migration20261126130000OperatorAccounts },
  { name: 'Migration20261129090000AuditLogPerAction', class: Migration20261129090000AuditLogPerAction },
  { name: 'Migration20261129090100AuditLogCoachChanges', class: Migration20261129090100AuditLogCoachChanges },
];
