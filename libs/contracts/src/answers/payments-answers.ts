import { z } from 'zod';
import type { BankTransferDetails } from '../subscriptions';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type ItemCalcResult, type PaymentHistoryEntry, type PaymentSummary, type PlanCalcResult } from '../payments';

// Answers of the member's payment routes as zod schemas, for the OpenAPI document (ADR 0045); each `satisfies` its interface.

const paymentSummaryShape = {
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  status_ja: z.string(),
  paid_at: z.string().nullable(),
  amount: z.number().int(),
  tax: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  game: z.object({ name: z.string() }),
  plan: z.object({ name: z.string() }).nullable(),
  item: z.object({ name: z.string() }).nullable(),
  quantity: z.number().int().nullable(),
  period: z.number().int().nullable(),
};
export const paymentSummarySchema = z.object(paymentSummaryShape) satisfies z.ZodType<PaymentSummary>;

/** The school's account and the order's reference, as every transfer guide shows them (orders, subscriptions, the camp). */
export const bankTransferDetailsSchema = z.object({
  bank_name: z.string(),
  branch_name: z.string(),
  account_type: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
  reference: z.string(),
}) satisfies z.ZodType<BankTransferDetails>;

const transferDetailsSchema = bankTransferDetailsSchema.extend({ due_at: z.string(), amount: z.number().int() });

export const paymentHistoryEntrySchema = z.object({
  ...paymentSummaryShape,
  ordered_at: z.string(),
  failed_at: z.string().nullable(),
  charges_total: z.number().int(),
  charges_paid: z.number().int(),
  last_charge: z.object({ number: z.number().int(), amount: z.number().int(), charged_at: z.string() }).nullable(),
  transfer: transferDetailsSchema.nullable(),
  has_receipt: z.boolean(),
  refunded_amount: z.number().int().nullable(),
  next_charge_at: z.string().nullable(),
}) satisfies z.ZodType<PaymentHistoryEntry>;

/** A payment as the member sees it: the history's row and the message of a failed charge (the result page). */
export const memberPaymentSchema = paymentHistoryEntrySchema.extend({ failure_message: z.string().nullable() });

/** `GET /api/payments?page=`: a page of the member's payments, newest first. */
export const paymentPageAnswerSchema = z.object({
  data: z.array(memberPaymentSchema),
  meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});
/** `GET /api/payments/{id}`; `POST /api/plans/{id}/purchase` and `/api/items/{id}/purchase`: the order placed (202), or the same order again (200). */
export const memberPaymentAnswerSchema = z.object({ data: memberPaymentSchema });

export const planCalcResultSchema = z.object({
  admission_fee: z.number().int(),
  discount_admission_fee: z.number().int(),
  monthly_amount: z.number().int(),
  total_amount: z.number().int(),
  discount_subtotal: z.number().int(),
  total: z.number().int(),
  tax: z.number().int(),
  tax_rate: z.number(),
  coupon: z.object({ code: z.string(), name: z.string() }).nullable(),
  period: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  first_charge: z.number().int(),
  instalments: z.array(z.number().int()),
}) satisfies z.ZodType<PlanCalcResult>;
export const planCalcAnswerSchema = z.object({ data: planCalcResultSchema });

export const itemCalcResultSchema = z.object({
  unit_price: z.number().int(),
  quantity: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  tax_rate: z.number(),
  total: z.number().int(),
}) satisfies z.ZodType<ItemCalcResult>;
export const itemCalcAnswerSchema = z.object({ data: itemCalcResultSchema });
