import { z } from 'zod';

// Cancellation (解約) with a refund by the legal rules, as /admin-api answers and takes it (ra-data-simple-rest).

export const REFUND_STATUSES = ['awaiting_approval', 'approved', 'rejected', 'withdrawn', 'refunded', 'awaiting_bank_transfer', 'bank_paid'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  awaiting_approval: '承認待ち',
  approved: '承認済み（返金処理中）',
  rejected: '却下',
  withdrawn: '取り下げ',
  refunded: '返金済み',
  awaiting_bank_transfer: '振込返金待ち',
  bank_paid: '振込返金済み',
};

export const RefundMessages = {
  /** The terms (「解約、退会およびクーリング・オフ」) and the legal notice: within the cooling-off everything received goes back. */
  coolingOffFullRefund: 'クーリング・オフ期間中は全額を返金します。返金額を減額することはできません。',
  /** The calculation's line saying why a cooling-off refund is everything paid (issue 32). */
  coolingOffReason: 'クーリング・オフ期間内（開始のご案内から8日以内）のため、特定商取引法により全額を返金します',
  /** 役務の提供時期 (the legal notice): 「お支払いの確認後、担当コーチの決定をもって提供を開始します」. */
  serviceNotStarted: '担当コーチが決まっていないため、役務の提供は始まっていません',
  withdrawn: 'この返金の申請は取り下げられています。',
  alreadyDecided: 'この返金の申請はすでに承認または却下されたため、取り下げできません。',
  withdrawNotYours: '取り下げできるのは申請したご本人か管理者です。',
  withdrawalReason: '取り下げの理由は500文字以内で入力してください。',
} as const;

export const REFUND_KIND_LABELS: Readonly<Record<string, string>> = {
  'cooling-off': 'クーリング・オフ（全額返金）',
  'before-start': '役務提供開始前の解約',
  'after-start': '役務提供開始後の解約',
};

export interface RefundLineAnswer {
  label: string;
  /** Positive: owed to the member; negative: kept. */
  amount: number;
  /** A line that says why (the cooling-off's law) rather than counts: shown without an amount. */
  note?: boolean;
}

/**
 * What dates 「役務提供の開始」: the day the coach was assigned (the legal notice: 「お支払いの確認後、担当コーチの決定を
 * もって提供を開始します」; the period's start for a renewal), or not started while no coach is assigned.
 */
export type ServiceStartBasis = 'coach-assigned' | 'period-start' | 'not-started';

export const SERVICE_START_BASIS_LABELS: Readonly<Record<ServiceStartBasis, string>> = {
  'coach-assigned': '担当コーチの決定日',
  'period-start': '更新期間の開始日（担当コーチ決定済み）',
  'not-started': '未開始（担当コーチ未決定）',
};

/** `GET /admin-api/payments/{id}/refund-quote`: the legal calculation line by line, and the facts it used. */
export interface RefundQuoteAnswer {
  payment_id: string;
  kind: 'cooling-off' | 'before-start' | 'after-start';
  kind_label: string;
  lines: RefundLineAnswer[];
  calculated: number;
  paid: number;
  method: 'card' | 'bank';
  notice_at: string;
  /** When the service started (or starts); null while no coach is assigned: not started, so before-start's fee. */
  service_starts_at: string | null;
  service_start_basis: ServiceStartBasis;
  service_start_label: string;
  cooling_off_until: string;
  lessons_taken: number;
  contract_lessons: number;
  per_lesson_amount: number;
  /** An adjustment of more than this (yen, either way) needs an admin's approval by another operator. */
  approval_threshold: number;
  /** The refund already asked for this order, if any. */
  refund: AdminRefund | null;
}

export interface AdminRefund {
  /** The order's id (one refund per order). */
  id: string;
  payment_id: string;
  member: { id: string; name: string | null; email: string };
  title: string;
  status: RefundStatus;
  status_ja: string;
  kind: string;
  kind_label: string;
  lines: RefundLineAnswer[];
  paid: number;
  calculated: number;
  amount: number;
  adjustment_reason: string | null;
  reason: string;
  needs_approval: boolean;
  method: 'card' | 'bank';
  requested_by: { id: string; name: string };
  requested_at: string;
  decided_by: { id: string; name: string } | null;
  decided_at: string | null;
  rejection_reason: string | null;
  /** Taken back before anyone decided it (by the one who asked, or an admin). */
  withdrawn: { by: { id: string; name: string }; at: string; reason: string } | null;
  trades: { n: number; providerOrderId: string; charged: number; refunded: number; status: string }[];
  refunded_at: string | null;
  bank_paid_at: string | null;
}

export const REFUND_SORT_FIELDS = ['requested_at', 'amount', 'status'] as const;

/**
 * `awaiting_me`: the approvals queue of the operator asking (awaiting approval, asked by someone else; admins only
 * decide); `mine`: the requests the operator asked. Both read the signed-in operator on the server.
 */
export const refundFilterSchema = z
  .object({
    status: z.enum(REFUND_STATUSES).optional(),
    q: z.string().trim().max(100).optional(),
    awaiting_me: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
    mine: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  })
  .partial();

const REASON = '解約の理由を入力してください（500文字以内）。';
const ADJUSTMENT = '返金額を調整する理由は500文字以内で入力してください。';

/** `POST /admin-api/payments/{id}/refund`: the amount (omitted: the calculation's), why it differs, why the member cancels. */
export const refundRequestSchema = z.object({
  amount: z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number), z.null()], { error: '返金額は0円以上の整数で入力してください。' })
    .optional()
    .transform((v) => (v === undefined ? null : v))
    .refine((v) => v === null || (Number.isInteger(v) && v >= 0 && v <= 10_000_000), { error: '返金額は0円以上の整数で入力してください。' }),
  adjustment_reason: z.string({ error: ADJUSTMENT }).trim().max(500, { error: ADJUSTMENT }).optional().nullable(),
  reason: z.string({ error: REASON }).trim().min(1, { error: REASON }).max(500, { error: REASON }),
});

/** `POST /admin-api/refunds/{id}/withdraw`: why the request is taken back (optional). */
export const refundWithdrawalSchema = z.object({ reason: z.string().trim().max(500, { error: RefundMessages.withdrawalReason }).optional().default('') });

export const refundDecisionSchema = z.object({ reason: z.string().trim().max(500, { error: '却下の理由は500文字以内で入力してください。' }).optional().default('') });
