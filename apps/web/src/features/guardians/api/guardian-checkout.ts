import type { PaymentMethod, PaymentSummary, PlanCalcResult } from '@coaching/contracts';
import useSWR from 'swr';
import { ensureCsrfCookie, http, type DataEnvelope } from '../../../lib/http';
import { queryString } from '../../payments/api/endpoints';
import type { PlanPurchaseBody } from '../../payments/api/purchase';

// The guardian pays for a linked child (issue 31, ADR 0038): the member's checkout calls, under the link that names
// the child. The server answers 404 for a link that is not the guardian's, pending or ended.

const child = (linkId: string) => `/api/guardian/children/${encodeURIComponent(linkId)}`;

export const guardianCheckoutApi = {
  planCalc: (linkId: string, planId: number, query: { method: PaymentMethod; period: number }) => `${child(linkId)}/plans/${planId}/calc${queryString(query)}`,
  planPurchase: (linkId: string, planId: number) => `${child(linkId)}/plans/${planId}/purchase`,
} as const;

/** GET …/plans/{id}/calc: the child's price (their admission fee), as the member's confirmation shows it. */
export function useGuardianPlanCalc(linkId: string, planId: number | null, query: { method: PaymentMethod; period: number }) {
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
