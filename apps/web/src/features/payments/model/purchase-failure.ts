import { PaymentMessages, type PaymentMethod } from '@coaching/contracts';
import { ApiError } from '../../../lib/http';
import { isAddPlanRefusal } from './create-redirect';

// What the confirmation pages do when the purchase call fails (spec §2, §8).

export type PurchaseFailure =
  /** The add-plan rule refused it: to /mypage with the message. */
  | { kind: 'add-plan'; message: string }
  /** Anything else: a toast, and the member stays to correct or retry. */
  | { kind: 'retry'; message: string };

function firstFieldError(error: ApiError): string | undefined {
  return Object.values(error.fieldErrors).find((messages) => messages.length > 0)?.[0];
}

/**
 * 422 carries the reason (card, coupon, period, the add-plan rule), 409 a purchase already in progress, 403 why the
 * member may not buy (suspension, an unverified address); any
 * other failure is the spec's message: the transfer mail could not be sent, or the payment failed.
 */
export function describePurchaseFailure(error: unknown, method: PaymentMethod): PurchaseFailure {
  const fallback = method === 'bank' ? PaymentMessages.transferMailFailed : PaymentMessages.paymentFailed;
  if (!(error instanceof ApiError)) return { kind: 'retry', message: fallback };
  const reason = error.serverMessage ?? firstFieldError(error);
  if (error.status === 422) {
    const refusal = [error.serverMessage, ...Object.values(error.fieldErrors).flat()].find(isAddPlanRefusal);
    if (refusal) return { kind: 'add-plan', message: refusal };
  }
  if (error.status === 409) return { kind: 'retry', message: reason ?? PaymentMessages.duplicateRequest };
  // 403: the member may not buy now (suspended by support, address not verified); the server says why.
  if (error.status === 403 && error.serverMessage) return { kind: 'retry', message: error.serverMessage };
  if (error.status === 422) return { kind: 'retry', message: reason ?? fallback };
  return { kind: 'retry', message: fallback };
}
