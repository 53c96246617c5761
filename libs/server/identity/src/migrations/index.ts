import type { ContextMigration } from '@coaching/server-core';
import { Migration20261122000303Users } from './20261122000303-users.migration';
import { Migration20261122000400MemberProfiles } from './20261122000400-member-profiles.migration';
import { Migration20261124000003MemberDerivedColumns } from './20261124000003-member-derived-columns.migration';
import { Migration20261125090018GamesOfPaidPlans } from './20261125090018-games-of-paid-plans.migration';
import { Migration20261126110001MemberSearchIndexes } from './20261126110001-member-search-indexes.migration';
import { Migration20261126120001MemberSuspension } from './20261126120001-member-suspension.migration';
import { Migration20261127140001MemberStandingNotify } from './20261127140001-member-standing-notify.migration';
import { Migration20261127180001MemberRowNotify } from './20261127180001-member-row-notify.migration';
import { Migration20261202120000TrialIntents } from './20261202120000-trial-intents.migration';
import { Migration20261202160000Guardians } from './20261202160000-guardians.migration';
import { Migration20261204000000GuardianLinkExpiry } from './20261204000000-guardian-link-expiry.migration';
import { Migration20261203400000MemberWithdrawal } from './20261203400000-member-withdrawal.migration';

/** The identity context's tables. Core finds this list (the package's `./migrations` entry) and merges it by name. */
export const migrations: ContextMigration[] = [
  { name: 'Migration20261122000303Users', class: Migration20261122000303Users, replaces: 'Migration20261122000003CataloguePeopleNews' },
  { name: 'Migration20261122000400MemberProfiles', class: Migration20261122000400MemberProfiles, replaces: 'Migration20261122000004Identity' },
  { name: 'Migration20261124000003MemberDerivedColumns', class: Migration20261124000003MemberDerivedColumns },
  { name: 'Migration20261125090018GamesOfPaidPlans', class: Migration20261125090018GamesOfPaidPlans },
  { name: 'Migration20261126110001MemberSearchIndexes', class: Migration20261126110001MemberSearchIndexes },
  { name: 'Migration20261126120001MemberSuspension', class: Migration20261126120001MemberSuspension },
  { name: 'Migration20261127140001MemberStandingNotify', class: Migration20261127140001MemberStandingNotify },
  { name: 'Migration20261127180001MemberRowNotify', class: Migration20261127180001MemberRowNotify },
  { name: 'Migration20261202120000TrialIntents', class: Migration20261202120000TrialIntents },
  { name: 'Migration20261202160000Guardians', class: Migration20261202160000Guardians },
  { name: 'Migration20261203400000MemberWithdrawal', class: Migration20261203400000MemberWithdrawal },
  { name: 'Migration20261204000000GuardianLinkExpiry', class: Migration20261204000000GuardianLinkExpiry },
];
