import useSWRMutation from 'swr/mutation';
import { ensureCsrfCookie, http } from '../../../lib/http';

export const LOGOUT_ENDPOINT = '/api/logout';

/** POST /api/logout → 204. */
export async function logout(): Promise<void> {
  await ensureCsrfCookie();
  await http.post<void>(LOGOUT_ENDPOINT);
}

export function useLogout() {
  return useSWRMutation(LOGOUT_ENDPOINT, () => logout());
}
