import type { CampCancelView } from '@coaching/contracts';
import useSWR from 'swr';
import { ensureCsrfCookie, http } from '../../../lib/http';

// The parent's cancellation of an application whose bank transfer is awaited (issue 34), by the transfer guide
// mail's signed link (`?application=&sig=`); no account.

const cancelUrl = '/api/camp_users/cancel';

/** What the link cancels; an error with the server's message for a forged link or an application no longer awaiting its transfer. */
export function useCampCancelView(applicationId: string | null, signature: string | null) {
  const url = applicationId && signature ? `${cancelUrl}?${new URLSearchParams({ application: applicationId, sig: signature }).toString()}` : null;
  return useSWR<{ data: CampCancelView }, unknown>(url, (key: string) => http.get<{ data: CampCancelView }>(key), { revalidateOnFocus: false, shouldRetryOnError: false });
}

export async function cancelCampApplication(request: { application: string; sig: string; reason: string }): Promise<{ data: { cancelled: true } }> {
  await ensureCsrfCookie();
  return http.post<{ data: { cancelled: true } }>(cancelUrl, request);
}
