import type { CampApplicantRequest, CampApplicationForToken, CampPaymentRequest, CampPaymentResult, CampPlanAnswer, CampReceipt } from '@coaching/contracts';
import useSWR from 'swr';
import { ensureCsrfCookie, http, swrFetcher } from '../../../lib/http';

/** The camp's calls (spec §7). No sign-in: the e-mailed token proves the application. */
export const campApi = {
  plan: (count: number) => `/api/camp_users/plan?count=${count}`,
  application: (token: string) => `/api/camp_users/application?token=${encodeURIComponent(token)}`,
  apply: '/api/camp_users',
  payment: '/api/camp_users/payment',
} as const;

/** `GET /api/camp_users/plan?count=`: `data.data` holds the plan and the total. */
export function useCampPlan(count: number) {
  return useSWR<CampPlanAnswer, unknown>(campApi.plan(count), async (url: string) => (await swrFetcher<{ data: CampPlanAnswer }>(url)).data, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

/** What the token opens; a forged, used or expired token is an error with the server's message. */
export function useCampApplication(token: string | null) {
  return useSWR<CampApplicationForToken, unknown>(token ? campApi.application(token) : null, swrFetcher, { revalidateOnFocus: false, shouldRetryOnError: false });
}

export async function applyForCamp(applicant: CampApplicantRequest): Promise<{ data: { id: string } }> {
  await ensureCsrfCookie();
  return http.post<{ data: { id: string } }>(campApi.apply, applicant);
}

/** The answer: what the completion page summarises (issue 32). */
export type CampPaymentAnswer = CampPaymentResult;

/** `GET /api/camp_users/receipt?application=&sig=`: a paid application's receipt, by the mail's signed link. */
export function useCampReceipt(applicationId: string | null, signature: string | null) {
  const url = applicationId && signature ? `/api/camp_users/receipt?${new URLSearchParams({ application: applicationId, sig: signature }).toString()}` : null;
  return useSWR<{ data: CampReceipt }, unknown>(url, (key: string) => http.get<{ data: CampReceipt }>(key), { revalidateOnFocus: false, shouldRetryOnError: false });
}

export async function payForCamp(request: CampPaymentRequest): Promise<{ data: CampPaymentAnswer }> {
  await ensureCsrfCookie();
  return http.post<{ data: CampPaymentAnswer }>(campApi.payment, request);
}
