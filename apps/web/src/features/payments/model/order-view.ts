import { BillingTerms, cardBrandLabel, memberPaymentStatusLabel, ORDER_CHARGE_STATE_LABELS, PAYMENT_METHOD_LABELS, type OrderCard, type OrderChargeState, type OrderDetail } from '@coaching/contracts';
import { formatDate, formatDateTime, formatYen } from '@coaching/web-theme';
import { toneOf, type HistoryTone } from './history-rows';
import { cancellationLines } from './purchase-terms';

// The order page (/payments/history/{id}, issue 32) as a parent reads it: what was bought, each charge with its date
// and whether it is paid, the card's brand and last digits, and the cancellation terms of what was bought.

export interface OrderFact {
  label: string;
  value: string;
}

export interface OrderChargeRow {
  key: number;
  /** '1回目' for monthly billing; 'お支払い' for the only charge of a lump sum or a transfer. */
  label: string;
  /** The due date (Asia/Tokyo). */
  dueDate: string;
  amount: string;
  state: OrderChargeState;
  status: string;
  /** When it was paid; null until then. */
  paidAt: string | null;
}

export interface OrderView {
  title: string;
  status: string;
  tone: HistoryTone;
  facts: OrderFact[];
  scheduleTitle: string;
  charges: OrderChargeRow[];
  /** 'Visa •••• 1111'; null for a bank transfer. */
  card: string | null;
  terms: string[];
}

/** '3か月' for a plan, '2回' for an add-on. */
export const orderAmountLabel = (order: Pick<OrderDetail, 'kind' | 'period' | 'quantity'>): string =>
  order.kind === 'plan' ? `${order.period ?? 1}か月` : BillingTerms.itemCount(order.quantity ?? 1);

/** The card as the order page names it: its brand and last four digits, or why they are not shown. */
export function orderCardLabel(card: OrderCard | null): string | null {
  if (!card) return null;
  if (card.state === 'removed') return '登録を解除したカード';
  if (card.state === 'unavailable') return 'カード情報を確認できませんでした（時間をおいて再度お開きください）';
  return [cardBrandLabel(card.brand) ?? card.brand, `•••• ${card.last4}`].filter(Boolean).join(' ');
}

export function orderView(order: OrderDetail): OrderView {
  const product = order.plan?.name ?? order.item?.name ?? '';
  const total = order.amount + order.tax;
  const facts: OrderFact[] = [
    { label: 'ご購入内容', value: `${[order.game.name, product].filter(Boolean).join(' ')}（${orderAmountLabel(order)}）` },
    { label: 'お申し込み日', value: formatDateTime(order.ordered_at) },
    { label: 'お支払い方法', value: PAYMENT_METHOD_LABELS[order.method] },
    { label: 'お支払い総額', value: `${formatYen(total)}（税込）` },
    ...(order.admission_fee > 0 ? [{ label: 'うち入会金', value: `${formatYen(order.admission_fee)}（税込・初回のみ）` }] : []),
    ...(order.coupon_code ? [{ label: 'クーポン', value: order.coupon_code }] : []),
    ...(order.payer ? [{ label: 'お支払い者', value: `${order.payer} 様` }] : []),
    ...(order.refunded_amount !== null ? [{ label: '返金額', value: formatYen(order.refunded_amount) }] : []),
  ];
  const monthly = order.method === 'split';
  return {
    title: [order.game.name, product].filter(Boolean).join(' '),
    status: memberPaymentStatusLabel(order.status),
    tone: toneOf(order.status),
    facts,
    scheduleTitle: monthly ? BillingTerms.monthlyCharges(order.charges.length) : BillingTerms.schedule,
    charges: order.charges.map((charge) => ({
      key: charge.number,
      label: monthly ? `${charge.number}回目` : 'お支払い',
      dueDate: formatDate(charge.due_at),
      amount: formatYen(charge.amount),
      state: charge.state,
      status: ORDER_CHARGE_STATE_LABELS[charge.state],
      paidAt: charge.paid_at ? formatDateTime(charge.paid_at) : null,
    })),
    card: orderCardLabel(order.card),
    terms: cancellationLines(order.terms),
  };
}
