import type { ResetPasswordRequest } from '@coaching/contracts';
import useSWRMutation from 'swr/mutation';
import { ensureCsrfCookie, http } from '../../../lib/http';

export const RESET_PASSWORD_ENDPOINT = '/api/reset-password';

/** POST /api/reset-password → 200 `{ message }`; 422 `{ errors: { token } }` for an invalid, expired or used link. */
export async function resetPassword(input: ResetPasswordRequest): Promise<string | undefined> {
  await ensureCsrfCookie();
  const body = await http.post<{ message?: string } | undefined>(RESET_PASSWORD_ENDPOINT, input);
  return body?.message;
}

export function useResetPassword() {
  return useSWRMutation(RESET_PASSWORD_ENDPOINT, (_url: string, { arg }: { arg: ResetPasswordRequest }) => resetPassword(arg));
}
