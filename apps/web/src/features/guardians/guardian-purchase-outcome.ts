import type { PaymentMethod } from '@coaching/contracts';
import type { NavigateFunction } from 'react-router-dom';
import { guardianHref } from '../../config/paths';
import { ApiError } from '../../lib/http';
import { describePurchaseFailure, type PurchaseFailure } from '../payments/model/purchase-failure';

/**
 * What a guardian's purchase for a child does once sent (ADR 0038): accepted, the guardian's payment page (with the
 * way back to this checkout); refused because the link ended (404) or the child is suspended (403), the server's
 * words to retry on; anything else, the member checkout's messages.
 */
export function guardianPurchaseOutcome(navigate: NavigateFunction) {
  return {
    onPurchased: (payment: { id: string }) => navigate(guardianHref.payment(payment.id), { state: { retryHref: `${window.location.pathname}${window.location.search}` } }),
    describeFailure: (error: unknown, { method }: { method: PaymentMethod }): PurchaseFailure =>
      error instanceof ApiError && (error.status === 404 || error.status === 403) && error.serverMessage ? { kind: 'retry', message: error.serverMessage } : describePurchaseFailure(error, method),
  };
}
