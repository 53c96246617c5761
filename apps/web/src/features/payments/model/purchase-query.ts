import { itemCalcQuerySchema, PaymentMessages, planCalcQuerySchema, type ItemPaymentMethod, type PaymentMethod } from '@coaching/contracts';

// The query strings of /payments/create and /payments/item/create (spec §2), read with the same schemas
// the server reads the calc calls with, so both sides agree on defaults (method bulk, period/quantity 1).

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export interface PlanCreateQuery {
  planId: number;
  method: PaymentMethod;
  period: number;
  couponCode: string | null;
}

export interface ItemCreateQuery {
  itemId: number;
  quantity: number;
  method: ItemPaymentMethod;
}

/** A row id from the address: a positive whole number, nothing else ('1e3', '-1', '2.0' are refused). */
function rowId(text: string | null): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

const get = (params: URLSearchParams, key: string) => params.get(key) ?? undefined;

export function parsePlanCreateQuery(params: URLSearchParams): Parsed<PlanCreateQuery> {
  const planId = rowId(params.get('plan_id'));
  if (planId === null) return { ok: false, message: PaymentMessages.planNotPurchasable };
  const parsed = planCalcQuerySchema.safeParse({ method: get(params, 'method'), period: get(params, 'period'), coupon_code: get(params, 'coupon_code') });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? PaymentMessages.requestInvalid };
  const { method, period, coupon_code } = parsed.data;
  // Spec §2: split is offered only over one month; the purchase would refuse it anyway.
  if (method === 'split' && period <= 1) return { ok: false, message: PaymentMessages.splitNeedsPeriod };
  return { ok: true, value: { planId, method, period, couponCode: coupon_code ?? null } };
}

export function parseItemCreateQuery(params: URLSearchParams): Parsed<ItemCreateQuery> {
  const itemId = rowId(params.get('item_id'));
  if (itemId === null) return { ok: false, message: PaymentMessages.itemNotPurchasable };
  const parsed = itemCalcQuerySchema.safeParse({ method: get(params, 'method'), quantity: get(params, 'quantity') });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? PaymentMessages.requestInvalid };
  return { ok: true, value: { itemId, quantity: parsed.data.quantity, method: parsed.data.method } };
}
