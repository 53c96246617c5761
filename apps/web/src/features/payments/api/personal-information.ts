import type { PersonalInformation, PersonalInformationInput } from '@coaching/contracts';
import useSWR from 'swr';
import { ensureCsrfCookie, http } from '../../../lib/http';
import type { PostalAddress } from '../model/postal-address';
import { paymentsApi } from './endpoints';

/** GET /api/personal_informations: the saved student information (null before the first save) and whether it is complete. */
export interface PersonalInformationAnswer {
  data: PersonalInformation | null;
  completed: boolean;
}

export function usePersonalInformation() {
  // The answer has `completed` beside `data`, so it is kept whole rather than unwrapped by the shared fetcher.
  return useSWR<PersonalInformationAnswer, unknown>(paymentsApi.personalInformation, (url: string) => http.get<PersonalInformationAnswer>(url), { revalidateOnFocus: false });
}

/** POST /api/personal_informations/ → `{ data, message }`; 422 `{ message, errors }` with the schema's messages. */
export async function savePersonalInformation(input: PersonalInformationInput): Promise<{ data: PersonalInformation; message?: string }> {
  await ensureCsrfCookie();
  return http.post<{ data: PersonalInformation; message?: string }>(paymentsApi.personalInformationSave, input);
}

/** GET /api/postal-codes/{zipcode} → the addresses of a code (none when nothing matches); 422 malformed, 503 down. */
export async function lookupPostalCode(zipcode: string, signal?: AbortSignal): Promise<PostalAddress[]> {
  const body = await http.get<{ data: PostalAddress[] }>(paymentsApi.postalCode(zipcode), signal);
  return Array.isArray(body?.data) ? body.data : [];
}
