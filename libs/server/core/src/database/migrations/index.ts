import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000001Platform } from './20261122000001-platform.migration';
import { Migration20261122000002ContentBackoffice } from './20261122000002-content-backoffice.migration';
import { Migration20261122000003CataloguePeopleNews } from './20261122000003-catalogue-people-news.migration';
import { Migration20261122000004Identity } from './20261122000004-identity.migration';
import { Migration20261122000005PageViews } from './20261122000005-page-views.migration';
import { Migration20261122000006Coupons } from './20261122000006-coupons.migration';
import { Migration20261122000007BillingMembers } from './20261122000007-billing-members.migration';
import { Migration20261122000008Payments } from './20261122000008-payments.migration';
import { Migration20261124000001ParkedReactions } from './20261124000001-parked-reactions.migration';
import { Migration20261124000002Subscriptions } from './20261124000002-subscriptions.migration';
import { Migration20261124000003MemberDerivedColumns } from './20261124000003-member-derived-columns.migration';

/** Every migration, in order. Listed explicitly so the same list runs from sources and from dist. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000001Platform', class: Migration20261122000001Platform },
  { name: 'Migration20261122000002ContentBackoffice', class: Migration20261122000002ContentBackoffice },
  { name: 'Migration20261122000003CataloguePeopleNews', class: Migration20261122000003CataloguePeopleNews },
  { name: 'Migration20261122000004Identity', class: Migration20261122000004Identity },
  { name: 'Migration20261122000005PageViews', class: Migration20261122000005PageViews },
  { name: 'Migration20261122000006Coupons', class: Migration20261122000006Coupons },
  { name: 'Migration20261122000007BillingMembers', class: Migration20261122000007BillingMembers },
  { name: 'Migration20261122000008Payments', class: Migration20261122000008Payments },
  { name: 'Migration20261124000001ParkedReactions', class: Migration20261124000001ParkedReactions },
  { name: 'Migration20261124000002Subscriptions', class: Migration20261124000002Subscriptions },
  { name: 'Migration20261124000003MemberDerivedColumns', class: Migration20261124000003MemberDerivedColumns },
];
