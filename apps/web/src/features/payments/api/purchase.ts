import type { itemPurchaseSchema, PaymentSummary, planPurchaseSchema } from '@coaching/contracts';
import type { z } from 'zod';
import { ensureCsrfCookie, http } from '../../../lib/http';
import { paymentsApi } from './endpoints';

export type PlanPurchaseBody = z.input<typeof planPurchaseSchema>;
export type ItemPurchaseBody = z.input<typeof itemPurchaseSchema>;

/**
 * POST /api/plans/{id}/purchase → 202 (200 when the same idempotency key was already used) `{ data: PaymentSummary }`;
 * 422 `{ message, errors }`, 409 `{ message }` when the same purchase is already in progress.
 */
export async function purchasePlan(planId: number, body: PlanPurchaseBody): Promise<PaymentSummary> {
  await ensureCsrfCookie();
  return (await http.post<{ data: PaymentSummary }>(paymentsApi.planPurchase(planId), body)).data;
}

/** POST /api/items/{id}/purchase, answered like the plan purchase. */
export async function purchaseItem(itemId: number, body: ItemPurchaseBody): Promise<PaymentSummary> {
  await ensureCsrfCookie();
  return (await http.post<{ data: PaymentSummary }>(paymentsApi.itemPurchase(itemId), body)).data;
}
