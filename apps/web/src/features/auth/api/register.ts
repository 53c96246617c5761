import type { CurrentUser } from '@coaching/contracts';
import useSWRMutation from 'swr/mutation';
import type { TrialContext } from '../../../lib/context-cookies';
import { ensureCsrfCookie, http, type DataEnvelope } from '../../../lib/http';

export const REGISTER_ENDPOINT = '/api/register';

export interface RegisterInput extends TrialContext {
  email: string;
  password: string;
}

/** POST /api/register → 201 `{ data: CurrentUser }`: signed in but unverified, and the verification mail is on its way. */
export async function register(input: RegisterInput): Promise<CurrentUser> {
  await ensureCsrfCookie();
  const body = await http.post<DataEnvelope<CurrentUser>>(REGISTER_ENDPOINT, input);
  return body.data;
}

export function useRegister() {
  return useSWRMutation(REGISTER_ENDPOINT, (_url: string, { arg }: { arg: RegisterInput }) => register(arg));
}

export const GUARDIAN_REGISTER_ENDPOINT = '/api/guardians/register';

/** POST /api/guardians/register → 201 `{ data: CurrentUser }`: a guardian's own account (issue 31), signed in but unverified. */
export async function registerGuardian(input: { email: string; password: string; last_name?: string; first_name?: string }): Promise<CurrentUser> {
  await ensureCsrfCookie();
  const body = await http.post<DataEnvelope<CurrentUser>>(GUARDIAN_REGISTER_ENDPOINT, input);
  return body.data;
}
