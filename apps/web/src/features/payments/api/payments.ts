import type { OrderDetail, PaymentHistoryEntry, PaymentReceipt, PaymentSummary } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';
import { paymentsApi } from './endpoints';

/** GET /api/payments/{id}: the payment's current state (the result page polls it). */
export async function fetchPayment(paymentId: string, signal?: AbortSignal): Promise<PaymentSummary> {
  return (await http.get<{ data: PaymentSummary }>(paymentsApi.payment(paymentId), signal)).data;
}

export interface PaymentHistoryPage {
  data: PaymentHistoryEntry[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/** GET /api/payments?page=N: one page of the member's payments, newest first. */
export function usePaymentHistory(page: number) {
  return useSWR<PaymentHistoryPage, unknown>(paymentsApi.history(page), (url: string) => http.get<PaymentHistoryPage>(url), { keepPreviousData: true });
}

/** GET /api/payments/{id}/receipt: the receipt of what was paid on one of the member's orders (404 otherwise). */
export function usePaymentReceipt(paymentId: string) {
  return useSWR<{ data: PaymentReceipt }, unknown>(paymentsApi.receipt(paymentId), (url: string) => http.get<{ data: PaymentReceipt }>(url), { shouldRetryOnError: false });
}

/** GET /api/payments/{id}/order: one of the member's orders in full, for the order page (404 otherwise). */
export function useOrder(paymentId: string) {
  return useSWR<{ data: OrderDetail }, unknown>(paymentsApi.order(paymentId), (url: string) => http.get<{ data: OrderDetail }>(url), { shouldRetryOnError: false });
}
