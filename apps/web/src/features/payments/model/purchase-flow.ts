import type { PaymentMethod } from '@coaching/contracts';
import { memberHref, memberPaths } from '../../../config/paths';
import type { PurchaseFailure } from './purchase-failure';

// The pure steps of a checkout (spec §2, §4), whatever is bought: when the member may pay, what the
// purchase call carries besides the order, what a failure does, and where a member goes afterwards.

/** The card to charge or keep: a fresh single-use token, or the member's saved default card. */
export type CardChoice = { token: string } | { defaultCard: true };

/** A target's price for the order as SWR answers it (the plan's or item's calc call, a camp quote). */
export interface QuoteState<Quote> {
  data?: Quote;
  error?: unknown;
  /** A new price is on its way (a coupon applied); the last one stays on screen meanwhile. */
  isValidating: boolean;
  mutate: () => Promise<unknown>;
}

/** What every purchase call carries besides the order: the card (none for a bank transfer) and the attempt's key. */
export interface PaymentFields {
  token?: string;
  defaultCard?: true;
  idempotency_key: string;
}

export function paymentFields(card: CardChoice | null, idempotencyKey: string): PaymentFields {
  return { ...(card ?? {}), idempotency_key: idempotencyKey };
}

/** Paying waits for the target and its price; a price being recalculated is not the price yet. */
export function canPay(targetLoaded: boolean, quote: Pick<QuoteState<unknown>, 'data' | 'isValidating'>): boolean {
  return Boolean(targetLoaded && quote.data && !quote.isValidating);
}

/** Where a failure leads: nowhere (shown in the page, the form stays for another try), or away with its message. */
export interface FailureStep {
  message: string;
  leaveTo: string | null;
}

/**
 * A refused or failed purchase is told in the page; only a failure the page names in `leaveOnFailure` (the
 * add-plan rule) sends the member elsewhere.
 */
export function failureStep(failure: PurchaseFailure, leaveOnFailure?: (failure: PurchaseFailure) => string | null): FailureStep {
  return { message: failure.message, leaveTo: leaveOnFailure?.(failure) ?? null };
}

export type MemberPurchaseDestination =
  /** The transfer guide is mailed: /mypage with a toast. */
  | { kind: 'transfer-mail-sent'; to: string }
  /** A card charge: its result page watches it, and "try again" there comes back to this confirmation. */
  | { kind: 'watch-payment'; to: string; state: { retryHref: string } };

/** Spec §2, §4: where a member goes once the purchase call has been accepted. `here` is the confirmation's path and query. */
export function memberPurchaseDestination(method: PaymentMethod, paymentId: string, here: string): MemberPurchaseDestination {
  if (method === 'bank') return { kind: 'transfer-mail-sent', to: memberPaths.mypage };
  return { kind: 'watch-payment', to: memberHref.paymentResult(paymentId), state: { retryHref: here } };
}
