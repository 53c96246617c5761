import type { ContextMigration } from '@coaching/server-core';
import { Migration20261125150100Trials } from './20261125150100-trials.migration';
import { Migration20261126100000TrialWaitlistOffers } from './20261126100000-trial-waitlist-offers.migration';

export const migrations: ContextMigration[] = [
  { name: 'Migration20261125150100Trials', class: Migration20261125150100Trials },
  { name: 'Migration20261126100000TrialWaitlistOffers', class: Migration20261126100000TrialWaitlistOffers },
];
