import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from './payments';

// What /admin-api/payments answers the back office (ra-data-simple-rest: records with an `id`).

export const ADMIN_PAYMENT_SORT_FIELDS = ['created_at', 'paid_at', 'amount', 'status'] as const;
export type AdminPaymentSortField = (typeof ADMIN_PAYMENT_SORT_FIELDS)[number];

/** The list's filters: status, method, game, a range of application dates (Asia/Tokyo), and a member search. */
export const adminPaymentFilterSchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  game_id: z.coerce.number().int().positive().optional(),
  created_from: z.iso.date().optional(),
  created_to: z.iso.date().optional(),
  q: z.string().trim().max(100).optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(500)]).optional(),
});
export type AdminPaymentFilter = z.infer<typeof adminPaymentFilterSchema>;

export interface AdminPayment {
  id: string;
  created_at: string;
  paid_at: string | null;
  status: PaymentStatus;
  status_ja: string;
  method: PaymentMethod;
  kind: 'plan' | 'item';
  /** 'Standard（3か月）' or '追加レッスン（1回） × 2'. */
  title: string;
  game_id: number;
  game_name: string;
  member: { id: string; name: string | null; email: string };
  /** Tax excluded, the whole order; `total` includes tax. */
  amount: number;
  tax: number;
  total: number;
  /** Tax-included admission fee within the first charge (0 when not due). */
  admission_fee: number;
  coupon_code: string | null;
  period: number;
  quantity: number;
  /** Charges of the order: 1 for a lump sum or a bank transfer, `period` for a monthly split. */
  charges_total: number;
  charges_paid: number;
  next_charge_at: string | null;
  failure_message: string | null;
}

export interface AdminPaymentCharge {
  n: number;
  provider_order_id: string;
  amount: number;
  tax: number;
  due_at: string;
  status: string;
  job_code: string | null;
  charged_at: string | null;
  failure_message: string | null;
}

export interface AdminPaymentEvent {
  version: number;
  type: string;
  recorded_at: string;
  /** Who caused it: `{ type: 'member' | 'operator' | 'system', id? }`. */
  actor: { type?: string; id?: string; name?: string } | null;
  data: Record<string, unknown>;
}

export interface AdminPaymentDetail extends AdminPayment {
  charges: AdminPaymentCharge[];
  events: AdminPaymentEvent[];
}

/** The order stream's events, as the back office's timeline names them. */
export const PAYMENT_EVENT_LABELS: Readonly<Record<string, string>> = {
  PaymentRequested: 'お申し込み',
  ChargeCaptured: '決済完了',
  ChargeFailed: '決済失敗',
  OrderFellIntoArrears: '未払いに移行',
  TransferReceived: '入金確認',
  OrderCancelled: '取消',
  OrderCardChanged: 'お支払いカードの変更',
  RefundRequested: '解約・返金の申請',
  RefundApproved: '返金の承認',
  RefundRejected: '返金の却下',
  OrderRefunded: '返金',
  BankRefundPaid: '振込返金の記録',
};

/** The status of one card charge, in the back office's words. */
export const CHARGE_STATUS_LABELS: Readonly<Record<string, string>> = {
  due: '未請求',
  captured: '決済済み',
  failed: '失敗',
};
