import { z } from 'zod';
import {
  type AdminCampApplication,
  type AdminCampEvent,
  CAMP_APPLICATION_STATUSES,
  CAMP_CONSENTS,
  CAMP_GRADES,
  CAMP_PAYMENT_METHODS,
  type CampApplicationForToken,
  type CampCancelView,
  type CampPaymentResult,
  type CampPlan,
  type CampPlanAnswer,
} from '../camp';
import { bankTransferDetailsSchema } from './payments-answers';

// Answers of the camp's routes (the parent's page and the back office) as zod schemas, for the OpenAPI document
// (ADR 0045); each `satisfies` its interface.

const grade = z.enum(CAMP_GRADES);
export const campPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  venue: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  price: z.number().int(),
  grade_from: grade,
  grade_to: grade,
  seats_left: z.number().int(),
  application_ends_at: z.string(),
  payment_due_date: z.string(),
}) satisfies z.ZodType<CampPlan>;
/** `GET /api/camp_users/plan?count=`: the plan and the total for the head-count (in `data.data`, as the page reads it). */
export const campPlanAnswerSchema = z.object({
  data: z.object({ data: z.object({ plan: campPlanSchema, calc: z.object({ count: z.number().int(), total: z.number().int() }) }) satisfies z.ZodType<CampPlanAnswer> }),
});
/** `GET /api/camp_users/application?token=`. */
export const campApplicationForTokenAnswerSchema = z.object({
  data: z.object({ name: z.string(), email: z.string(), status: z.enum(CAMP_APPLICATION_STATUSES), plan: campPlanSchema }) satisfies z.ZodType<CampApplicationForToken>,
});
/** `GET /api/camp_users/cancel?token=`: what the parent is about to call off. */
export const campCancelViewAnswerSchema = z.object({
  data: z.object({ camp: z.object({ name: z.string(), starts_at: z.string() }), count: z.number().int(), total: z.number().int(), due_date: z.string().nullable() }) satisfies z.ZodType<CampCancelView>,
});
/** `POST /api/camp_users/cancel`. */
export const campCancelledAnswerSchema = z.object({ data: z.object({ cancelled: z.literal(true) }) });
/** `POST /api/camp_users/payment`: what the completion page summarises. */
export const campPaymentResultAnswerSchema = z.object({
  data: z.object({
    id: z.string(),
    method: z.enum(CAMP_PAYMENT_METHODS),
    status: z.enum(['paid', 'awaiting_transfer']),
    total: z.number().int(),
    count: z.number().int(),
    camp: z.object({ name: z.string(), venue: z.string(), starts_at: z.string(), ends_at: z.string() }),
    children: z.array(z.object({ name: z.string(), grade })),
    transfer: bankTransferDetailsSchema.extend({ due_date: z.string(), amount: z.number().int() }).nullable(),
    receipt_href: z.string().nullable(),
  }) satisfies z.ZodType<CampPaymentResult>,
});

export const adminCampEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  venue: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
  price: z.number().int(),
  application_starts_at: z.string(),
  application_ends_at: z.string(),
  grade_from: grade,
  grade_to: grade,
}) satisfies z.ZodType<AdminCampEvent>;
export const adminCampEventListSchema = z.array(adminCampEventSchema);

export const adminCampApplicationSchema = z.object({
  id: z.string(),
  camp_event_id: z.number().int(),
  camp_name: z.string(),
  name: z.string(),
  kana: z.string(),
  email: z.string(),
  phone_number: z.string(),
  status: z.enum(CAMP_APPLICATION_STATUSES),
  method: z.enum(CAMP_PAYMENT_METHODS).nullable(),
  count: z.number().int(),
  total: z.number().int(),
  fee: z.number().int().nullable(),
  refund: z.number().int().nullable(),
  due_date: z.string().nullable(),
  children: z.array(z.object({ name: z.string(), kana: z.string(), grade, notes: z.string(), emergency_name: z.string(), emergency_phone: z.string() })),
  consents: z.array(z.object({ document: z.enum(CAMP_CONSENTS), version: z.string(), agreed_at: z.string() })),
  applied_at: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
}) satisfies z.ZodType<AdminCampApplication>;
export const adminCampApplicationListSchema = z.array(adminCampApplicationSchema);
