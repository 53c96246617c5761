import { isPaymentFailed, isPaymentSettled, PAYMENT_POLL_TIMEOUT_MS, PaymentMessages, type PaymentSummary } from '@coaching/contracts';

// The result page (spec §2 /payments/{id}, §4 "Payment result"): what a payment's status means for the
// member, and when to stop waiting.

/**
 * settled: 仮売上/実売上/即時売上, the purchase succeeded; failed: the charge was refused; transfer: a bank
 * transfer is awaited (nothing to wait for here); closed: refunded or in arrears, nothing to wait for;
 * waiting: the charge is under way.
 */
export type PaymentOutcome = 'settled' | 'failed' | 'transfer' | 'closed' | 'waiting';

export function paymentOutcome(status: PaymentSummary['status']): PaymentOutcome {
  if (isPaymentSettled(status)) return 'settled';
  if (isPaymentFailed(status)) return 'failed';
  if (status === 'awaiting_transfer') return 'transfer';
  if (status === 'pending') return 'waiting';
  return 'closed';
}

/**
 * Still waiting after the time limit (spec §4: 60 s): the page stops saying "wait here" and says the outcome
 * is being confirmed (the worker asks the provider, README 'outcome unknown'), while it keeps listening.
 */
export function hasTimedOut(outcome: PaymentOutcome | null, startedAt: number, now: number, limitMs: number = PAYMENT_POLL_TIMEOUT_MS): boolean {
  return (outcome === null || outcome === 'waiting') && now - startedAt >= limitMs;
}

/**
 * Why a payment was refused, for the result page and its toast: one clear message (issue 32). The refusal's own reason
 * when the server sends it as `failure_message` (the card company's words: try another card or ask the card company,
 * e.g. `PaymentMessages.cardDeclined`), else spec §8's 'payment failed, please contact us' — never both at once.
 */
export function failureMessage(summary: PaymentSummary): string {
  const reason = (summary as PaymentSummary & { failure_message?: unknown }).failure_message;
  return typeof reason === 'string' && reason.trim() ? reason.trim() : PaymentMessages.paymentFailed;
}

/** Reads one `payment` server-sent event; null for anything that is not a summary of this payment. */
export function parsePaymentEvent(data: string, paymentId: string): PaymentSummary | null {
  try {
    const value = JSON.parse(data) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const summary = ('data' in value && typeof value.data === 'object' ? value.data : value) as Partial<PaymentSummary> | null;
    if (!summary || summary.id !== paymentId || typeof summary.status !== 'string') return null;
    return summary as PaymentSummary;
  } catch {
    return null;
  }
}
