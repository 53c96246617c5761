import type { SubscriptionExtension } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';
import { subscriptionsApi } from './endpoints';

/**
 * GET /api/subscriptions/extension?plan_id&period: when the member holds the plan and it still runs, paying
 * extends it from its current end to `new_ends_at`; null when the purchase would start it anew.
 */
export async function getSubscriptionExtension(planId: number, period: number, signal?: AbortSignal): Promise<SubscriptionExtension | null> {
  return (await http.get<{ data: SubscriptionExtension | null }>(subscriptionsApi.extension(planId, period), signal)).data;
}

export function useSubscriptionExtension(planId: number | null, period: number) {
  return useSWR<SubscriptionExtension | null, unknown>(planId ? subscriptionsApi.extension(planId, period) : null, () => getSubscriptionExtension(planId!, period), {
    revalidateOnFocus: false,
  });
}
