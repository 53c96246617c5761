import type { ItemPaymentMethod, PaymentMethod } from '@coaching/contracts';

// Every API path the payment screens call (the member contract of spec §7), built in one place so pages
// and SWR keys agree on them.

type QueryValue = string | number | null | undefined;

/** `?a=1&b=x` from the values that are set; '' when none are. */
export function queryString(values: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paymentsApi = {
  games: '/api/games',
  plan: (planId: number) => `/api/plans/${segment(planId)}`,
  planCalc: (planId: number, query: { method: PaymentMethod; period: number; coupon_code?: string | null }) =>
    `/api/plans/${segment(planId)}/calc${queryString(query)}`,
  planPurchase: (planId: number) => `/api/plans/${segment(planId)}/purchase`,
  item: (itemId: number) => `/api/items/${segment(itemId)}`,
  itemCalc: (itemId: number, query: { quantity: number; method: ItemPaymentMethod }) => `/api/items/${segment(itemId)}/calc${queryString(query)}`,
  itemPurchase: (itemId: number) => `/api/items/${segment(itemId)}/purchase`,
  coupon: (code: string, planId: number) => `/api/coupons/${segment(code)}${queryString({ plan_id: planId })}`,
  personalInformation: '/api/personal_informations',
  /** The contract's POST path keeps Laravel's trailing slash. */
  personalInformationSave: '/api/personal_informations/',
  postalCode: (zipcode: string) => `/api/postal-codes/${segment(zipcode)}`,
  cardProvider: '/api/payments/card-provider',
  cards: '/api/payments/cards',
  saveCard: '/api/payments/saveCard',
  deleteCard: '/api/payments/deleteCard',
  cardSchedules: '/api/payments/cards/schedules',
  moveSchedule: '/api/payments/cards/move-schedule',
  payment: (paymentId: string) => `/api/payments/${segment(paymentId)}`,
  paymentEvents: (paymentId: string) => `/api/payments/${segment(paymentId)}/events`,
  receipt: (paymentId: string) => `/api/payments/${segment(paymentId)}/receipt`,
  order: (paymentId: string) => `/api/payments/${segment(paymentId)}/order`,
  history: (page: number) => `/api/payments${queryString({ page })}`,
} as const;
