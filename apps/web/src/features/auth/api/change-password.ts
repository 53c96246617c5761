import type { ChangePasswordRequest } from '@coaching/contracts';
import useSWRMutation from 'swr/mutation';
import { ensureCsrfCookie, http } from '../../../lib/http';

export const CHANGE_PASSWORD_ENDPOINT = '/api/change-password';

/** POST /api/change-password (signed in) → 200 `{ message }`; 422 `{ errors: { old_password } }` for a wrong current password. */
export async function changePassword(input: ChangePasswordRequest): Promise<string | undefined> {
  await ensureCsrfCookie();
  const body = await http.post<{ message?: string } | undefined>(CHANGE_PASSWORD_ENDPOINT, input);
  return body?.message;
}

export function useChangePassword() {
  return useSWRMutation(CHANGE_PASSWORD_ENDPOINT, (_url: string, { arg }: { arg: ChangePasswordRequest }) => changePassword(arg));
}
