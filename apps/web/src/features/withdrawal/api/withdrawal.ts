import type { WithdrawalPreview, WithdrawRequest } from '@coaching/contracts';
import useSWR from 'swr';
import { ensureCsrfCookie, http, type DataEnvelope } from '../../../lib/http';

export const WITHDRAWAL_ENDPOINT = '/api/withdrawal';

/** GET /api/withdrawal: what withdrawing does to this member now (refunds line by line, what is cancelled and deleted). */
export function useWithdrawalPreview() {
  return useSWR<WithdrawalPreview, unknown>(WITHDRAWAL_ENDPOINT, async (url: string) => (await http.get<DataEnvelope<WithdrawalPreview>>(url)).data);
}

/** POST /api/withdrawal → 200 `{ message }`; 422 `{ errors: { password } }` for a wrong password; 409 while a payment is processed. */
export async function withdraw(input: WithdrawRequest): Promise<string> {
  await ensureCsrfCookie();
  return (await http.post<{ message: string }>(WITHDRAWAL_ENDPOINT, input)).message;
}
