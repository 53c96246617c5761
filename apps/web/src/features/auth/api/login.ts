import type { CurrentUser } from '@coaching/contracts';
import useSWRMutation from 'swr/mutation';
import { ensureCsrfCookie, http } from '../../../lib/http';
import type { TrialContext } from '../../../lib/context-cookies';

export const LOGIN_ENDPOINT = '/api/login';

export interface LoginInput extends TrialContext {
  email: string;
  password: string;
}

/** POST /api/login → `{ user }` (spec §7 "data.user"); 422 on wrong credentials, 429 when throttled. */
export async function login(input: LoginInput): Promise<CurrentUser> {
  await ensureCsrfCookie();
  const body = await http.post<{ user: CurrentUser }>(LOGIN_ENDPOINT, input);
  return body.user;
}

export function useLogin() {
  return useSWRMutation(LOGIN_ENDPOINT, (_url: string, { arg }: { arg: LoginInput }) => login(arg));
}
