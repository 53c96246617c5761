import type { ItemCalcResult, ItemPaymentMethod, PaymentMethod, PaymentSummary, PlanCalcResult } from '@coaching/contracts';
import useSWR from 'swr';
import { ensureCsrfCookie, http, type DataEnvelope } from '../../../lib/http';
import { queryString } from '../../payments/api/endpoints';
import type { ItemPurchaseBody, PlanPurchaseBody } from '../../payments/api/purchase';

// The guardian pays for a linked child (issue 31, ADR 0038): the member's checkout calls, under the link that names
// the child. The server answers 404 for a link that is not the guardian's, pending or ended.

const child = (linkId: string) => `/api/guardian/children/${encodeURIComponent(linkId)}`;

export const guardianCheckoutApi = {
  planCalc: (linkId: string, planId: number, query: { method: PaymentMethod; period: number; coupon_code?: string | null }) => `${child(linkId)}/plans/${planId}/calc${queryString(query)}`,
  planPurchase: (linkId: string, planId: number) => `${child(linkId)}/plans/${planId}/purchase`,
  itemCalc: (linkId: string, itemId: number, query: { method: ItemPaymentMethod; quantity: number }) => `${child(linkId)}/items/${itemId}/calc${queryString(query)}`,
  itemPurchase: (linkId: string, itemId: number) => `${child(linkId)}/items/${itemId}/purchase`,
} as const;

/** GET …/plans/{id}/calc: the child's price (their admission fee, the coupon), as the member's confirmation shows it. */
export function useGuardianPlanCalc(linkId: string, planId: number | null, query: { method: PaymentMethod; period: number; coupon_code?: string | null }) {
  return useSWR<PlanCalcResult, unknown>(planId ? guardianCheckoutApi.planCalc(linkId, planId, query) : null, async (url: string) => (await http.get<DataEnvelope<PlanCalcResult>>(url)).data, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

/** POST …/plans/{id}/purchase → 202 (200 for a key used before) with the order; paid with the guardian's card. */
export async function purchasePlanForChild(linkId: string, planId: number, body: PlanPurchaseBody): Promise<PaymentSummary> {
  await ensureCsrfCookie();
  return (await http.post<{ data: PaymentSummary }>(guardianCheckoutApi.planPurchase(linkId, planId), body)).data;
}

/** GET …/items/{id}/calc: an add-on item's price for the child (ADR 0047). */
export function useGuardianItemCalc(linkId: string, itemId: number | null, query: { method: ItemPaymentMethod; quantity: number }) {
  return useSWR<ItemCalcResult, unknown>(itemId ? guardianCheckoutApi.itemCalc(linkId, itemId, query) : null, async (url: string) => (await http.get<DataEnvelope<ItemCalcResult>>(url)).data, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

/** POST …/items/{id}/purchase → 202 (200 for a key used before) with the order; paid by the guardian. */
export async function purchaseItemForChild(linkId: string, itemId: number, body: ItemPurchaseBody): Promise<PaymentSummary> {
  await ensureCsrfCookie();
  return (await http.post<{ data: PaymentSummary }>(guardianCheckoutApi.itemPurchase(linkId, itemId), body)).data;
}
