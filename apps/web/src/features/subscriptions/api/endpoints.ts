import { queryString } from '../../payments/api/endpoints';

// The member's subscriptions calls (billing's `/api/subscriptions` and the order cancellation), built in one
// place so the pages and the SWR keys agree on them.

const segment = (value: string | number) => encodeURIComponent(String(value));

export const subscriptionsApi = {
  list: '/api/subscriptions',
  extension: (planId: number, period: number) => `/api/subscriptions/extension${queryString({ plan_id: planId, period })}`,
  /** The order is a payment: its cancellation lives beside the payment's other calls. */
  cancelOrder: (paymentId: string) => `/api/payments/${segment(paymentId)}/cancel`,
} as const;
