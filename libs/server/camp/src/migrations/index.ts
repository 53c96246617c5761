import type { ContextMigration } from '@coaching/server-core';
import { Migration20261125120000Camp } from './20261125120000-camp.migration';
import { Migration20261125120100CampReminders } from './20261125120100-camp-reminders.migration';
import { Migration20261126110003CampApplicationsByEmail } from './20261126110003-camp-applications-by-email.migration';

/** The camp context's tables. Core finds this list (the package's `./migrations` entry) and merges it by name. */
export const migrations: ContextMigration[] = [
  { name: 'Migration20261125120000Camp', class: Migration20261125120000Camp },
  { name: 'Migration20261125120100CampReminders', class: Migration20261125120100CampReminders },
  { name: 'Migration20261126110003CampApplicationsByEmail', class: Migration20261126110003CampApplicationsByEmail },
];
