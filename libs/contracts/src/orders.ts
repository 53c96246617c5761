import type { PaymentHistoryEntry } from './payments';

// The order page (/payments/history/{id}, issue 32): one of the member's orders in full — what was bought, each
// charge of its schedule, the card that pays it, the receipt and the cancellation terms that apply to it.

/** Where one charge of an order stands, in the member's words (支払い済み / お支払い予定 / 未払い; 支払い済み is the order's own word, PAYMENT status_ja). */
export const ORDER_CHARGE_STATES = ['paid', 'due', 'failed'] as const;
export type OrderChargeState = (typeof ORDER_CHARGE_STATES)[number];
export const ORDER_CHARGE_STATE_LABELS: Readonly<Record<OrderChargeState, string>> = { paid: '支払い済み', due: 'お支払い予定', failed: '未払い' };

/** One charge of the order: the only one of a card lump sum or a transfer, or one month of monthly billing. */
export interface OrderCharge {
  /** From 1. */
  number: number;
  /** ISO 8601: when it is (or was) due. */
  due_at: string;
  /** Tax included. */
  amount: number;
  state: OrderChargeState;
  /** ISO 8601: when it was paid; null until then. */
  paid_at: string | null;
}

/**
 * The card an order is charged to, as the provider lists it now: the last four digits and the brand. `removed` when the
 * card is no longer among the member's cards (deleted after it paid); `unavailable` when the provider did not answer.
 */
export type OrderCard = { state: 'saved'; last4: string; brand: string | null } | { state: 'removed' } | { state: 'unavailable' };

/** Which terms apply: a plan's (cooling-off, the cancellation fees), or an add-on's own (an extra lesson, an extra event). */
export const ORDER_TERMS = ['plan', 'extra_lesson', 'extra_event'] as const;
export type OrderTerms = (typeof ORDER_TERMS)[number];

/** `GET /api/payments/{id}/order`: the order page of one of the member's orders (404 for anyone else's). */
export interface OrderDetail extends PaymentHistoryEntry {
  kind: 'plan' | 'item';
  terms: OrderTerms;
  /** The admission fee in the first charge, tax included; 0 when none. */
  admission_fee: number;
  /** The coupon used; null without one. */
  coupon_code: string | null;
  /** Who pays (the purchaser of the student information, a parent; else the student): the receipt's addressee. */
  payer: string;
  charges: OrderCharge[];
  /** Null for a bank transfer. */
  card: OrderCard | null;
}

/** An add-on's terms from its catalogue code: events have their own cancellation fees; everything else is an extra lesson. */
export const addOnTermsOf = (code: string | null | undefined, name: string | null | undefined): OrderTerms =>
  /event/i.test(code ?? '') || /イベント/.test(name ?? '') ? 'extra_event' : 'extra_lesson';
