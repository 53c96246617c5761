import type { ContextMigration } from '@coaching/server-core';
import { Migration20261122000700BillingMembers } from './20261122000700-billing-members.migration';
import { Migration20261122000800Payments } from './20261122000800-payments.migration';
import { Migration20261124000002Subscriptions } from './20261124000002-subscriptions.migration';
import { Migration20261124000005BillingLeases } from './20261124000005-billing-leases.migration';
import { Migration20261126110002MemberSearchIndexes } from './20261126110002-member-search-indexes.migration';
import { Migration20261126120000OrderRefunds } from './20261126120000-order-refunds.migration';
import { Migration20261127180002MemberBillingNotify } from './20261127180002-member-billing-notify.migration';
import { Migration20261203100000RefundWithdrawal } from './20261203100000-refund-withdrawal.migration';
import { Migration20261203000000OrderPayer } from './20261203000000-order-payer.migration';

/** Billing's tables. Core finds this list (the package's `./migrations` entry) and merges it by name. */
export const migrations: ContextMigration[] = [
  { name: 'Migration20261122000700BillingMembers', class: Migration20261122000700BillingMembers, replaces: 'Migration20261122000007BillingMembers' },
  { name: 'Migration20261122000800Payments', class: Migration20261122000800Payments, replaces: 'Migration20261122000008Payments' },
  { name: 'Migration20261124000002Subscriptions', class: Migration20261124000002Subscriptions },
  { name: 'Migration20261124000005BillingLeases', class: Migration20261124000005BillingLeases },
  { name: 'Migration20261126110002MemberSearchIndexes', class: Migration20261126110002MemberSearchIndexes },
  { name: 'Migration20261126120000OrderRefunds', class: Migration20261126120000OrderRefunds },
  { name: 'Migration20261127180002MemberBillingNotify', class: Migration20261127180002MemberBillingNotify },
  { name: 'Migration20261203100000RefundWithdrawal', class: Migration20261203100000RefundWithdrawal },
  { name: 'Migration20261203000000OrderPayer', class: Migration20261203000000OrderPayer },
];
