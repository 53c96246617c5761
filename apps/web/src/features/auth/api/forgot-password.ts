import useSWRMutation from 'swr/mutation';
import { ensureCsrfCookie, http } from '../../../lib/http';

export const FORGOT_PASSWORD_ENDPOINT = '/api/forgot-password';

/** POST /api/forgot-password `{ email }` → 200 `{ message }`, the same answer whether the address is known or not. */
export async function forgotPassword(email: string): Promise<string | undefined> {
  await ensureCsrfCookie();
  const body = await http.post<{ message?: string } | undefined>(FORGOT_PASSWORD_ENDPOINT, { email });
  return body?.message;
}

export function useForgotPassword() {
  return useSWRMutation(FORGOT_PASSWORD_ENDPOINT, (_url: string, { arg }: { arg: string }) => forgotPassword(arg));
}
