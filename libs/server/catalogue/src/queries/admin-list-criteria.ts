import { PLAN_TYPES } from '@coaching/contracts';
import { z } from 'zod';

// The back office's reading of the catalogue, in ra-data-simple-rest's terms: a filter, a sort on a
// known column and a range, answered as a page with the total for `Content-Range`.

export interface AdminPage<T> {
  rows: T[];
  total: number;
}

export interface AdminListCriteria<F extends string, Filter> {
  filter: Filter;
  sort: { field: F; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
}

const rowId = z.number().int().min(1).max(2_147_483_647);
/** `getMany` asks `filter={"id":[1,2]}`; a reference input may ask one id. */
const ids = z.union([rowId, z.array(rowId).max(500)]);
const q = z.string().trim().max(200);

export const gameListFilter = z.object({ q, id: ids, is_purchasable: z.boolean(), is_legacy: z.boolean() }).partial();
export const planListFilter = z.object({ q, id: ids, game_id: rowId, is_purchasable: z.boolean(), plan_type: z.enum(PLAN_TYPES), is_group: z.boolean() }).partial();
export const itemListFilter = z.object({ q, id: ids, game_id: rowId, is_purchasable: z.boolean() }).partial();
export const couponListFilter = z.object({ q, id: ids, is_active: z.boolean(), plan_id: rowId }).partial();

export const GAME_SORT_FIELDS = ['id', 'name', 'sort_order', 'is_purchasable', 'is_legacy'] as const;
export const PLAN_SORT_FIELDS = ['id', 'name', 'code', 'game_id', 'sort_order', 'plan_type', 'is_group', 'is_purchasable', 'lesson_type', 'lesson_count', 'tax_rate', 'price1', 'price2', 'price3', 'price4', 'price5', 'price6'] as const;
export const ITEM_SORT_FIELDS = ['id', 'name', 'code', 'game_id', 'price', 'tax_rate', 'is_purchasable'] as const;
export const COUPON_SORT_FIELDS = ['id', 'code', 'name', 'discount_type', 'discount_value', 'target', 'plan_id', 'starts_at', 'ends_at', 'max_uses', 'is_active', 'created_at'] as const;

export type GameListCriteria = AdminListCriteria<(typeof GAME_SORT_FIELDS)[number], z.infer<typeof gameListFilter>>;
export type PlanListCriteria = AdminListCriteria<(typeof PLAN_SORT_FIELDS)[number], z.infer<typeof planListFilter>>;
export type ItemListCriteria = AdminListCriteria<(typeof ITEM_SORT_FIELDS)[number], z.infer<typeof itemListFilter>>;
export type CouponListCriteria = AdminListCriteria<(typeof COUPON_SORT_FIELDS)[number], z.infer<typeof couponListFilter>>;
