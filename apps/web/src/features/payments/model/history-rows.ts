import { BillingTerms, memberPaymentStatusLabel, type PaymentHistoryEntry, type TransferDetails } from '@coaching/contracts';
import { formatDate, formatDateTime, formatDayWithWeekday, formatYen } from '@coaching/web-theme';

// Spec §2 /payments/history: one row per payment — date (Asia/Tokyo), status, title (game name and plan or
// item name), amount (amount + tax). A parent reads it: the status in plain words, a date on every row
// (paid, ordered or failed), what a monthly split actually charged, where to send a transfer, a receipt.

export type HistoryTone = 'paid' | 'waiting' | 'failed' | 'closed';

export interface HistoryRow {
  id: string;
  /** What the date is: 決済日, 申込日 or 失敗日. */
  dateLabel: string;
  date: string;
  status: string;
  tone: HistoryTone;
  title: string;
  /** Months or items bought, when known. */
  detail: string | null;
  /** What was charged: the order's total, or a monthly split's latest charge with its instalment. */
  amount: string;
  /** A monthly split: the order's total beside what was charged ('合計 50,600円'); null otherwise. */
  orderTotal: string | null;
  transfer: TransferLines | null;
  hasReceipt: boolean;
  /** What was paid back on cancellation (解約): '返金 50,000円'; null when nothing was. */
  refunded: string | null;
  /** A monthly split's next payment: '次回のお支払い 12月3日(水)'; null when none is ahead. */
  nextCharge: string | null;
}

export interface TransferLines {
  account: string;
  holder: string;
  reference: string;
  dueDate: string;
  amount: string;
}

/** How an order's status reads at a glance (its chip's colour), in 決済履歴 and on the order page alike. */
export const toneOf = (status: PaymentHistoryEntry['status']): HistoryTone =>
  status === 'authorised' || status === 'captured' ? 'paid' : status === 'pending' || status === 'awaiting_transfer' ? 'waiting' : status === 'failed' || status === 'in_arrears' ? 'failed' : 'closed';

function dateOf(payment: PaymentHistoryEntry): { dateLabel: string; date: string } {
  if (payment.failed_at && (payment.status === 'failed' || payment.status === 'in_arrears')) return { dateLabel: '失敗日', date: formatDateTime(payment.failed_at) };
  const paidAt = payment.last_charge?.charged_at ?? payment.paid_at;
  if (paidAt) return { dateLabel: '決済日', date: formatDateTime(paidAt) };
  return { dateLabel: '申込日', date: formatDateTime(payment.ordered_at) };
}

/** '25,300円（1/2回目）' for a monthly split with a charge taken; else the order's total. */
function amountOf(payment: PaymentHistoryEntry): { amount: string; orderTotal: string | null } {
  const total = formatYen(payment.amount + payment.tax);
  if (payment.method !== 'split' || payment.charges_total <= 1) return { amount: total, orderTotal: null };
  if (!payment.last_charge) return { amount: `${total}（全${payment.charges_total}回）`, orderTotal: null };
  return { amount: `${formatYen(payment.last_charge.amount)}（${payment.last_charge.number}/${payment.charges_total}回目）`, orderTotal: `合計 ${total}` };
}

export function transferLines(transfer: TransferDetails): TransferLines {
  return {
    account: `${transfer.bank_name} ${transfer.branch_name} ${transfer.account_type} ${transfer.account_number}`,
    holder: transfer.account_holder,
    reference: transfer.reference,
    dueDate: formatDate(transfer.due_at),
    amount: formatYen(transfer.amount),
  };
}

export function historyRow(payment: PaymentHistoryEntry): HistoryRow {
  const product = payment.plan?.name ?? payment.item?.name ?? '';
  const detail = payment.plan && payment.period ? `${payment.period}か月` : payment.item && payment.quantity ? BillingTerms.itemCount(payment.quantity) : null;
  return {
    id: payment.id,
    ...dateOf(payment),
    status: memberPaymentStatusLabel(payment.status),
    tone: toneOf(payment.status),
    title: [payment.game.name, product].filter(Boolean).join(' '),
    detail,
    ...amountOf(payment),
    transfer: payment.transfer ? transferLines(payment.transfer) : null,
    hasReceipt: payment.has_receipt,
    refunded: payment.refunded_amount !== null && payment.refunded_amount !== undefined ? `返金 ${formatYen(payment.refunded_amount)}` : null,
    nextCharge: nextChargeLabel(payment.next_charge_at),
  };
}

/** The page of the history from `?page=`: a whole number from 1; anything else is page 1. */
export function historyPage(params: URLSearchParams): number {
  const text = params.get('page');
  return text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}

/** '次回のお支払い 12月3日(水)' (Asia/Tokyo, with the weekday): the next monthly payment, on 決済履歴 and mypage alike. */
export const nextChargeLabel = (at: string | null | undefined): string | null => (at ? `次回のお支払い ${formatDayWithWeekday(at)}` : null);
