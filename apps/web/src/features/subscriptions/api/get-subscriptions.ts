import type { MemberSubscription } from '@coaching/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { http } from '../../../lib/http';
import { pollUntil } from '../model/poll-until';
import { subscriptionsApi } from './endpoints';

/** GET /api/subscriptions: what the member holds or waits for, each pending bank order with what its transfer needs. */
export async function getSubscriptions(signal?: AbortSignal): Promise<MemberSubscription[]> {
  return (await http.get<{ data: MemberSubscription[] }>(subscriptionsApi.list, signal)).data;
}

export function useSubscriptions() {
  return useSWR<MemberSubscription[], unknown>(subscriptionsApi.list, () => getSubscriptions());
}

/** Billing's reactor applies an order or its cancellation within about a second: read for up to ~3 s. */
const SETTLE = { attempts: 8, intervalMs: 400 } as const;

/**
 * Reads the subscriptions until a change the member just made shows in them (`settled`), and puts that
 * reading in the pages' cache, optionally `adjust`ed (what the server has accepted but not applied yet).
 * Never fails: a failed read leaves the pages to read again themselves.
 */
export function useSettleSubscriptions() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (settled: (subscriptions: MemberSubscription[]) => boolean, adjust: (subscriptions: MemberSubscription[]) => MemberSubscription[] = (s) => s) => {
      try {
        const subscriptions = await pollUntil(() => getSubscriptions(), settled, SETTLE);
        await mutate(subscriptionsApi.list, adjust(subscriptions), { revalidate: false });
      } catch {
        void mutate(subscriptionsApi.list);
      }
    },
    [mutate],
  );
}
