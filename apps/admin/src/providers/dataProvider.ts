import type { AdminPaymentDetail, ParkedReactionDto } from '@coaching/contracts';
import type { DataProvider } from 'ra-core';
import { HttpError } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { ADMIN_API_URL, httpClient } from './http';

/**
 * The API answers 422 as `{ message, errors: { field: [messages] } }` (the member app's Laravel
 * shape); react-admin puts `body.errors[field]` under the input only when it is a string.
 */
export function firstFieldMessages(errors: unknown): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const entries = Object.entries(errors as Record<string, unknown>).map(([field, messages]) => [field, Array.isArray(messages) ? String(messages[0] ?? '') : String(messages)]);
  return Object.fromEntries(entries);
}

const withFieldMessages = (error: unknown): never => {
  if (error instanceof HttpError && error.body?.errors) {
    throw new HttpError(error.message, error.status, { ...error.body, errors: firstFieldMessages(error.body.errors) });
  }
  throw error;
};

const rest = simpleRestProvider(ADMIN_API_URL, httpClient);

/** The admin API speaks ra-data-simple-rest: sort/range/filter query and a Content-Range total. */
export const dataProvider = {
  ...rest,
  create: (resource, params) => rest.create(resource, params).catch(withFieldMessages),
  update: (resource, params) => rest.update(resource, params).catch(withFieldMessages),
  /** An operator saw a bank transfer arrive: the purchase is paid and the plan starts. Twice changes nothing. */
  recordTransferReceived: (id: string): Promise<{ data: AdminPaymentDetail }> =>
    httpClient(`${ADMIN_API_URL}/payments/${encodeURIComponent(id)}/transfer-received`, { method: 'POST' }).then(({ json }) => ({ data: json as AdminPaymentDetail })),
  /** A parked reaction's cause is fixed: queue it once more (its reactor still acts at most once). */
  replayParkedReaction: (id: string): Promise<{ data: ParkedReactionDto }> =>
    httpClient(`${ADMIN_API_URL}/parked-reactions/${encodeURIComponent(id)}/replay`, { method: 'POST' }).then(({ json }) => ({ data: (json as { data: ParkedReactionDto }).data })),
} satisfies DataProvider;

export type AdminDataProvider = typeof dataProvider;
