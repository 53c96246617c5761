import type { ContextMigration } from '@coaching/server-core';
import { Migration20261125150100Trials } from './20261125150100-trials.migration';
import { Migration20261126100000TrialWaitlistOffers } from './20261126100000-trial-waitlist-offers.migration';
import { Migration20261202130100TrialHoursOutsideWorkingHours } from './20261202130100-trial-hours-outside-working-hours.migration';

export const migrations: ContextMigration[] = [
  { name: 'Migration20261125150100Trials', class: Migration20261125150100Trials },
  { name: 'Migration20261126100000TrialWaitlistOffers', class: Migration20261126100000TrialWaitlistOffers },
  { name: 'Migration20261202130100TrialHoursOutsideWorkingHours', class: Migration20261202130100TrialHoursOutsideWorkingHours },
];
