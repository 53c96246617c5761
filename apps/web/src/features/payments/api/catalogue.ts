import type { CouponCheckAnswer, GameDto, ItemCalcResult, ItemDto, ItemPaymentMethod, PaymentMethod, PlanCalcResult, PlanDetailDto } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';
import { paymentsApi } from './endpoints';

/** GET /api/games: purchasable games with their purchasable, visible plans and items. */
export function useGames() {
  return useSWR<GameDto[], unknown>(paymentsApi.games, { revalidateOnFocus: false });
}

/** GET /api/plans/{id} (404 for a plan not on sale). The coupon is checked on its own, so it is not sent here. */
export function usePlan(planId: number | null) {
  return useSWR<PlanDetailDto, unknown>(planId ? paymentsApi.plan(planId) : null, { revalidateOnFocus: false });
}

/** GET /api/plans/{id}/calc: the confirmation's breakdown. The last answer stays on screen while a new one loads. */
export function usePlanCalc(planId: number | null, query: { method: PaymentMethod; period: number; coupon_code: string | null }) {
  return useSWR<PlanCalcResult, unknown>(planId ? paymentsApi.planCalc(planId, query) : null, { revalidateOnFocus: false, keepPreviousData: true });
}

export function useItem(itemId: number | null) {
  return useSWR<ItemDto, unknown>(itemId ? paymentsApi.item(itemId) : null, { revalidateOnFocus: false });
}

export function useItemCalc(itemId: number | null, query: { quantity: number; method: ItemPaymentMethod }) {
  return useSWR<ItemCalcResult, unknown>(itemId ? paymentsApi.itemCalc(itemId, query) : null, { revalidateOnFocus: false, keepPreviousData: true });
}

/** GET /api/coupons/{code}?plan_id= → `{ data: { code, name }, message }`, or 422 `{ message }` (spec §8). */
export function verifyCoupon(code: string, planId: number): Promise<CouponCheckAnswer> {
  return http.get<CouponCheckAnswer>(paymentsApi.coupon(code, planId));
}
