import { z } from 'zod';
import type { AdminPayment, AdminPaymentCharge, AdminPaymentDetail, AdminPaymentEvent } from '../admin-payments';
import { ORDER_CHARGE_STATES, ORDER_TERMS, type OrderCard, type OrderDetail } from '../orders';
import { type CardSchedule, PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentReceipt, type SavedCard } from '../payments';
import { type AdminRefund, REFUND_STATUSES, type RefundLineAnswer, type RefundQuoteAnswer } from '../refunds';
import { type MemberSubscription, type PendingSubscriptionOrder, SUBSCRIPTION_STATUSES, type SubscriptionExtension } from '../subscriptions';
import { LESSON_TYPES } from '../catalogue';
import { GENDERS, type PersonalInformation } from '../personal-information';
import { bankTransferDetailsSchema, paymentHistoryEntrySchema } from './payments-answers';

// Answers of billing's routes (orders, receipts, cards, subscriptions, refunds, the back office's payments) as zod
// schemas, for the OpenAPI document (ADR 0045); each `satisfies` its interface.

const money = z.number().int();

const orderCardSchema = z.union([
  z.object({ state: z.literal('saved'), last4: z.string(), brand: z.string().nullable() }),
  z.object({ state: z.literal('removed') }),
  z.object({ state: z.literal('unavailable') }),
]) satisfies z.ZodType<OrderCard>;

export const orderDetailSchema = paymentHistoryEntrySchema.extend({
  kind: z.enum(['plan', 'item']),
  terms: z.enum(ORDER_TERMS),
  admission_fee: money,
  coupon_code: z.string().nullable(),
  payer: z.string(),
  charges: z.array(z.object({ number: z.number().int(), due_at: z.string(), amount: money, state: z.enum(ORDER_CHARGE_STATES), paid_at: z.string().nullable() })),
  card: orderCardSchema.nullable(),
}) satisfies z.ZodType<OrderDetail>;
/** `GET /api/payments/{id}/order`: the order page. */
export const orderDetailAnswerSchema = z.object({ data: orderDetailSchema });

export const paymentReceiptSchema = z.object({
  payment_id: z.string(),
  receipt_number: z.string(),
  issued_at: z.string(),
  addressee: z.string(),
  description: z.string(),
  method: z.enum(PAYMENT_METHODS),
  lines: z.array(z.object({ label: z.string(), paid_at: z.string(), amount: money, tax: money })),
  admission_fee: money,
  total: money,
  tax: money,
  order_total: money,
}) satisfies z.ZodType<PaymentReceipt>;
/** `GET /api/payments/{id}/receipt`, `GET /api/camp_users/receipt`: the receipt of what was paid. */
export const paymentReceiptAnswerSchema = z.object({ data: paymentReceiptSchema });

export const savedCardSchema = z.object({
  card_seq: z.string(),
  card_no: z.string(),
  holder_name: z.string(),
  expire: z.string(),
  default_flag: z.enum(['1', '0']),
  brand: z.string().nullable(),
}) satisfies z.ZodType<SavedCard>;
export const cardScheduleSchema = z.object({
  payment_id: z.string(),
  card_seq: z.string(),
  title: z.string(),
  charges_remaining: z.number().int(),
  charges_total: z.number().int(),
  next_charge_at: z.string(),
  next_amount: money,
}) satisfies z.ZodType<CardSchedule>;
/** `GET /api/payments/cards`. */
export const savedCardsAnswerSchema = z.object({ data: z.array(savedCardSchema) });
/** `POST /api/payments/saveCard|deleteCard`, `PUT /api/payments/cards`: the cards now, and what was done. */
export const savedCardsChangedAnswerSchema = z.object({ data: z.array(savedCardSchema), message: z.string() });
/** `GET /api/payments/cards/schedules`. */
export const cardSchedulesAnswerSchema = z.object({ data: z.array(cardScheduleSchema) });
/** `POST /api/payments/cards/move-schedule`. */
export const cardSchedulesMovedAnswerSchema = z.object({ data: z.array(cardScheduleSchema), message: z.string() });
/** `GET /api/payments/card-provider`: the card provider's token script and shop. */
export const cardProviderAnswerSchema = z.object({ data: z.object({ script_url: z.string(), shop_id: z.string() }) });

const pendingSubscriptionOrderSchema = z.object({
  payment_id: z.string(),
  months: z.number().int(),
  amount: money,
  due_at: z.string(),
  transfer: bankTransferDetailsSchema,
}) satisfies z.ZodType<PendingSubscriptionOrder>;
export const memberSubscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.object({ id: z.number().int(), name: z.string(), lesson_type: z.enum(LESSON_TYPES).nullable() }),
  game: z.object({ id: z.number().int(), name: z.string() }),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  lessons_per_month: z.number().int().nullable(),
  pending_orders: z.array(pendingSubscriptionOrderSchema),
  next_charge_at: z.string().nullable(),
}) satisfies z.ZodType<MemberSubscription>;
/** `GET /api/subscriptions`. */
export const memberSubscriptionsAnswerSchema = z.object({ data: z.array(memberSubscriptionSchema) });
/** `GET /api/subscriptions/extension?plan_id=&period=`: how far a purchase would extend the period (null: it would not). */
export const subscriptionExtensionAnswerSchema = z.object({
  data: (z.object({ current_ends_at: z.string(), new_ends_at: z.string() }) satisfies z.ZodType<SubscriptionExtension>).nullable(),
});

/** `GET /api/postal-codes/{zipcode}`: the addresses of a postal code. */
export const postalAddressesAnswerSchema = z.object({
  data: z.array(z.object({ zipcode: z.string(), prefecture: z.string(), city: z.string(), town: z.string(), address: z.string() })),
});

// ---- Back office ----

const memberRef = z.object({ id: z.string(), name: z.string().nullable(), email: z.string() });
const operatorRef = z.object({ id: z.string(), name: z.string() });

const adminPaymentShape = {
  id: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  status_ja: z.string(),
  method: z.enum(PAYMENT_METHODS),
  kind: z.enum(['plan', 'item']),
  title: z.string(),
  game_id: z.number().int(),
  game_name: z.string(),
  member: memberRef,
  amount: money,
  tax: money,
  total: money,
  admission_fee: money,
  coupon_code: z.string().nullable(),
  period: z.number().int(),
  quantity: z.number().int(),
  charges_total: z.number().int(),
  charges_paid: z.number().int(),
  next_charge_at: z.string().nullable(),
  failure_message: z.string().nullable(),
};
export const adminPaymentSchema = z.object(adminPaymentShape) satisfies z.ZodType<AdminPayment>;
export const adminPaymentListSchema = z.array(adminPaymentSchema);
const adminPaymentChargeSchema = z.object({
  n: z.number().int(),
  provider_order_id: z.string(),
  amount: money,
  tax: money,
  due_at: z.string(),
  status: z.string(),
  job_code: z.string().nullable(),
  charged_at: z.string().nullable(),
  failure_message: z.string().nullable(),
}) satisfies z.ZodType<AdminPaymentCharge>;
const adminPaymentEventSchema = z.object({
  version: z.number().int(),
  type: z.string(),
  recorded_at: z.string(),
  actor: z.object({ type: z.string().optional(), id: z.string().optional(), name: z.string().optional() }).nullable(),
  data: z.record(z.string(), z.unknown()),
}) satisfies z.ZodType<AdminPaymentEvent>;
export const adminPaymentDetailSchema = z.object({
  ...adminPaymentShape,
  charges: z.array(adminPaymentChargeSchema),
  events: z.array(adminPaymentEventSchema),
}) satisfies z.ZodType<AdminPaymentDetail>;

const refundLineSchema = z.object({ label: z.string(), amount: money, note: z.boolean().optional() }) satisfies z.ZodType<RefundLineAnswer>;
export const adminRefundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  member: memberRef,
  title: z.string(),
  status: z.enum(REFUND_STATUSES),
  status_ja: z.string(),
  kind: z.string(),
  kind_label: z.string(),
  lines: z.array(refundLineSchema),
  paid: money,
  calculated: money,
  amount: money,
  adjustment_reason: z.string().nullable(),
  reason: z.string(),
  needs_approval: z.boolean(),
  method: z.enum(['card', 'bank']),
  requested_by: operatorRef,
  requested_at: z.string(),
  decided_by: operatorRef.nullable(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  withdrawn: z.object({ by: operatorRef, at: z.string(), reason: z.string() }).nullable(),
  trades: z.array(z.object({ n: z.number().int(), providerOrderId: z.string(), charged: money, refunded: money, status: z.string() })),
  refunded_at: z.string().nullable(),
  bank_paid_at: z.string().nullable(),
}) satisfies z.ZodType<AdminRefund>;
export const adminRefundListSchema = z.array(adminRefundSchema);
export const refundQuoteAnswerSchema = z.object({
  payment_id: z.string(),
  kind: z.enum(['cooling-off', 'before-start', 'after-start']),
  kind_label: z.string(),
  lines: z.array(refundLineSchema),
  calculated: money,
  paid: money,
  method: z.enum(['card', 'bank']),
  notice_at: z.string(),
  service_starts_at: z.string().nullable(),
  service_start_basis: z.enum(['coach-assigned', 'period-start', 'not-started']),
  service_start_label: z.string(),
  cooling_off_until: z.string(),
  lessons_taken: z.number().int(),
  contract_lessons: z.number().int(),
  per_lesson_amount: money,
  approval_threshold: money,
  refund: adminRefundSchema.nullable(),
}) satisfies z.ZodType<RefundQuoteAnswer>;

const nullableText = z.string().nullable();
/** The student information's own fields, as every answer that carries them names them (the member's form, the member 360). */
export const studentInformationFields = {
  last_name: z.string(),
  first_name: z.string(),
  last_name_kana: z.string(),
  first_name_kana: z.string(),
  phone_number: z.string(),
  birthday: z.string(),
  zip_code: z.string(),
  address: z.string(),
  gender: z.enum(GENDERS),
};
/** The saved personal information as `GET /api/personal_informations` answers it: the form's fields (`personalInformationSchema`'s output) and when they were agreed and saved. */
export const personalInformationSavedSchema = z.object({
  ...studentInformationFields,
  diff: z.boolean(),
  parent_last_name: nullableText,
  parent_first_name: nullableText,
  parent_last_name_kana: nullableText,
  parent_first_name_kana: nullableText,
  parent_birthday: nullableText,
  parent_gender: z.enum(GENDERS).nullable(),
  guardian_consent: z.boolean(),
  agree: z.literal(true),
  privacy: z.literal(true),
  agreed_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<PersonalInformation & { agreed_at: string; updated_at: string }>;
/** `GET /api/personal_informations` (null: not filled in yet); `completed`: a complete form is saved, purchases may go ahead. */
export const personalInformationAnswerSchema = z.object({ data: personalInformationSavedSchema.nullable(), completed: z.boolean() });
/** `POST /api/personal_informations`: what was saved, and the message. */
export const personalInformationSavedAnswerSchema = z.object({ data: personalInformationSavedSchema, completed: z.boolean(), message: z.string() });
