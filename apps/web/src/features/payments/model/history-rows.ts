import type { PaymentSummary } from '@coaching/contracts';
import { formatDateTime, formatYen } from '@coaching/web-theme';

// Spec §2 /payments/history: one row per payment — paid date (Asia/Tokyo), status, title (game name and
// plan or item name), amount (amount + tax).

export interface HistoryRow {
  id: string;
  paidAt: string;
  status: string;
  title: string;
  /** Months or items bought, when known. */
  detail: string | null;
  amount: string;
  settled: boolean;
}

export const NOT_PAID_YET = '—';

export function historyRow(payment: PaymentSummary): HistoryRow {
  const product = payment.plan?.name ?? payment.item?.name ?? '';
  const detail = payment.plan && payment.period ? `${payment.period}か月` : payment.item && payment.quantity ? `${payment.quantity}点` : null;
  return {
    id: payment.id,
    paidAt: payment.paid_at ? formatDateTime(payment.paid_at) : NOT_PAID_YET,
    status: payment.status_ja,
    title: [payment.game.name, product].filter(Boolean).join(' '),
    detail,
    amount: formatYen(payment.amount + payment.tax),
    settled: payment.status === 'authorised' || payment.status === 'captured',
  };
}

/** The page of the history from `?page=`: a whole number from 1; anything else is page 1. */
export function historyPage(params: URLSearchParams): number {
  const text = params.get('page');
  return text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}
