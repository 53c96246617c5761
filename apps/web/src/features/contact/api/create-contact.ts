import type { ContactRequest } from '@coaching/contracts';
import useSWRMutation from 'swr/mutation';
import { ensureCsrfCookie, http, type DataEnvelope } from '../../../lib/http';

export const CONTACTS_ENDPOINT = '/api/contacts';

export interface CreatedContact {
  id: string;
}

/** POST /api/contacts (spec §7). A public mutating call, so the CSRF cookie is fetched first. */
export async function createContact(input: ContactRequest): Promise<CreatedContact> {
  await ensureCsrfCookie();
  const body = await http.post<DataEnvelope<CreatedContact>>(CONTACTS_ENDPOINT, input);
  return body.data;
}

export function useCreateContact() {
  return useSWRMutation(CONTACTS_ENDPOINT, (_url: string, { arg }: { arg: ContactRequest }) => createContact(arg));
}
