import type { ContextMigration, ReadCacheDeclaration } from '@coaching/server-core';
import { CATALOGUE_CACHE } from '../queries/catalogue-cache';
import { Migration20261122000300Catalogue } from './20261122000300-catalogue.migration';
import { Migration20261122000600Coupons } from './20261122000600-coupons.migration';
import { Migration20261127180004CatalogueNotify } from './20261127180004-catalogue-notify.migration';
import { Migration20261128183000CouponRedemptions } from './20261128183000-coupon-redemptions.migration';

/** The catalogue's tables. Core finds this list (the package's `./migrations` entry) and merges it by name. */
export const migrations: ContextMigration[] = [
  { name: 'Migration20261122000300Catalogue', class: Migration20261122000300Catalogue, replaces: 'Migration20261122000003CataloguePeopleNews' },
  { name: 'Migration20261122000600Coupons', class: Migration20261122000600Coupons, replaces: 'Migration20261122000006Coupons' },
  { name: 'Migration20261127180004CatalogueNotify', class: Migration20261127180004CatalogueNotify },
  { name: 'Migration20261128183000CouponRedemptions', class: Migration20261128183000CouponRedemptions },
];

/** The read caches this context declares: core generates their triggers after migrating (ADR 0019, 2026-11-28). */
export const readCaches: ReadCacheDeclaration[] = [CATALOGUE_CACHE];
