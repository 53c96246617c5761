import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_TIMEOUT_MS, type PaymentSummary } from '@coaching/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/http';
import { fetchPayment } from './api/payments';
import { paymentsApi } from './api/endpoints';
import { hasTimedOut, parsePaymentEvent, paymentOutcome, type PaymentOutcome } from './model/payment-outcome';

/** Polls every this many intervals once the outcome is late (6 × 5 s). */
const LATE_POLL_EVERY = 6;

export interface PaymentWatch {
  summary: PaymentSummary | null;
  outcome: PaymentOutcome | null;
  /** 60 s passed without an outcome (spec §4): the outcome is being confirmed; the watch goes on. */
  timedOut: boolean;
  /** The payment does not exist or is not this member's. */
  notFound: boolean;
}

/**
 * Spec §2 /payments/{id}, §4: follows a payment until it has an outcome. Server-sent events bring each
 * change at once; polling every 5 s is the fallback (a proxy that buffers events, a dropped stream). After
 * 60 s without an outcome it says so (`timedOut`) but keeps listening, polling every 30 s: the worker
 * reconciles a charge left without an answer with the provider, and the member sees that outcome here
 * without reloading. Everything stops on an outcome and on unmount.
 */
export function usePaymentWatcher(paymentId: string): PaymentWatch {
  const [watch, setWatch] = useState<PaymentWatch>({ summary: null, outcome: null, timedOut: false, notFound: false });

  useEffect(() => {
    setWatch({ summary: null, outcome: null, timedOut: false, notFound: false });
    const startedAt = Date.now();
    const controller = new AbortController();
    let outcome: PaymentOutcome | null = null;
    let stopped = false;
    let source: EventSource | null = null;

    const stop = () => {
      stopped = true;
      window.clearInterval(interval);
      window.clearTimeout(deadline);
      source?.close();
      controller.abort();
    };

    const apply = (summary: PaymentSummary) => {
      if (stopped) return;
      outcome = paymentOutcome(summary.status);
      setWatch((previous) => ({ ...previous, summary, outcome }));
      if (outcome !== 'waiting') stop();
    };

    let late = false;
    let ticks = 0;
    const noticeIfLate = () => {
      if (stopped || late || !hasTimedOut(outcome, startedAt, Date.now())) return;
      late = true;
      setWatch((previous) => ({ ...previous, timedOut: true }));
    };

    const poll = async () => {
      try {
        apply(await fetchPayment(paymentId, controller.signal));
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
          setWatch((previous) => ({ ...previous, notFound: true }));
          stop();
        }
        // Anything else (network, 5xx): the next poll or an event may still bring the answer.
      }
    };

    const interval = window.setInterval(() => {
      noticeIfLate();
      ticks += 1;
      // Once late, the events carry the outcome; a poll every 30 s is enough of a fallback.
      if (!late || ticks % LATE_POLL_EVERY === 0) void poll();
    }, PAYMENT_POLL_INTERVAL_MS);
    const deadline = window.setTimeout(noticeIfLate, PAYMENT_POLL_TIMEOUT_MS);

    if (typeof EventSource !== 'undefined') {
      source = new EventSource(paymentsApi.paymentEvents(paymentId), { withCredentials: true });
      source.addEventListener('payment', (event) => {
        const summary = parsePaymentEvent((event as MessageEvent<string>).data, paymentId);
        if (summary) apply(summary);
      });
      // The browser reconnects by itself; a stream the server refused stays closed and polling carries on.
    }
    void poll();

    return stop;
  }, [paymentId]);

  return watch;
}
