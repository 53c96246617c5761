/**
 * The history as databases recorded it before each context owned its migrations (all in core, up to
 * 2026-11-24). Tests replay it to prove such databases still migrate; the contexts' `replaces` map it.
 */
export const LEGACY_NAMES = [
  'Migration20261122000001Platform',
  'Migration20261122000002ContentBackoffice',
  'Migration20261122000003CataloguePeopleNews',
  'Migration20261122000004Identity',
  'Migration20261122000005PageViews',
  'Migration20261122000006Coupons',
  'Migration20261122000007BillingMembers',
  'Migration20261122000008Payments',
] as const;
