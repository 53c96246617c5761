import { SubscriptionMessages, type MemberSubscription } from '@coaching/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ensureCsrfCookie, http } from '../../../lib/http';
import { ME_ENDPOINT } from '../../auth/api/me-endpoint';
import { hasPendingOrder, withoutOrder } from '../model/pending-orders';
import { subscriptionsApi } from './endpoints';
import { useSettleSubscriptions } from './get-subscriptions';

/**
 * POST /api/payments/{id}/cancel → 200 `{ message }`: an unpaid bank order is called off. 422 `{ message }`
 * when it can no longer be (paid, or a card order); 404 for an order that is not the member's.
 */
export async function cancelOrder(paymentId: string): Promise<{ message?: string }> {
  await ensureCsrfCookie();
  return (await http.post<{ message?: string } | undefined>(subscriptionsApi.cancelOrder(paymentId))) ?? {};
}

/**
 * Cancels an order and answers the server's message. The page shows it withdrawn at once; billing withdraws
 * it a moment later, and the subscriptions are read again until they agree. On a refusal the subscriptions
 * are read again too (a refused order was paid meanwhile, or is gone), and the error is thrown on.
 */
export function useCancelOrder() {
  const { mutate } = useSWRConfig();
  const settle = useSettleSubscriptions();
  return useCallback(
    async (paymentId: string): Promise<string> => {
      let message: string | undefined;
      try {
        ({ message } = await cancelOrder(paymentId));
      } catch (error) {
        void mutate(subscriptionsApi.list);
        throw error;
      }
      await mutate<MemberSubscription[]>(subscriptionsApi.list, (current) => current && withoutOrder(current, paymentId), { revalidate: false });
      void settle((subscriptions) => !hasPendingOrder(subscriptions, paymentId), (subscriptions) => withoutOrder(subscriptions, paymentId));
      void mutate(ME_ENDPOINT);
      return message ?? SubscriptionMessages.orderCancelled;
    },
    [mutate, settle],
  );
}
