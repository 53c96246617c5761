import { z } from 'zod';
import { CAMP_APPLICATION_STATUSES, CAMP_PAYMENT_METHODS } from '../camp';
import type { GuardianCampApplication, GuardianChildTrial, GuardianPreferences, GuardianPreferencesSaved } from '../guardian-area';
import { GUARDIAN_SCOPES, type GuardianChild, type GuardianInvitationSent, type GuardianLinkView } from '../guardians';
import type { PaymentHistoryEntry } from '../payments';
import { karteTimelineAnswerSchema } from './lesson-admin-answers';
import { paymentHistoryEntrySchema } from './payments-answers';

// Answers of the guardian routes (issue 31: the links from both sides, the guardian area, support's hand on a link) as
// zod schemas, for the OpenAPI document (ADR 0045); each `satisfies` its interface. The guardian's checkout for a child
// answers as the member's does (`planCalcAnswerSchema`, `itemCalcAnswerSchema`, `memberPaymentAnswerSchema`).

const guardianLinkPartySchema = z.object({ id_str: z.string(), name: z.string().nullable(), email: z.string() });
export const guardianLinkViewSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'expired', 'active', 'ended']),
  status_label: z.string(),
  requested_by: z.enum(['member', 'guardian']),
  requested_at: z.string(),
  invitee_email: z.string(),
  member: guardianLinkPartySchema.nullable(),
  guardian: guardianLinkPartySchema.nullable(),
  scopes: z.array(z.enum(GUARDIAN_SCOPES)),
  accepted_at: z.string().nullable(),
  minor_consent_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  ended_by: z.enum(['member', 'guardian', 'operator']).nullable(),
  can_accept: z.boolean(),
  expires_at: z.string().nullable(),
  adult_confirmed_at: z.string().nullable(),
  needs_adult_confirmation: z.boolean(),
}) satisfies z.ZodType<GuardianLinkView>;
/** `GET /api/guardian-links` (the student's), `GET /api/guardian/links` (the guardian's): the links and invitations, newest first. */
export const guardianLinksAnswerSchema = z.object({ data: z.array(guardianLinkViewSchema) }) satisfies z.ZodType<{ data: GuardianLinkView[] }>;
/** `POST /api/guardian-links`, `POST /api/guardian/links` (201): the link's id, and whether the invitation was sent or renewed. */
export const guardianInvitationSentSchema = z.object({ data: z.object({ id: z.string() }), message: z.string() }) satisfies z.ZodType<GuardianInvitationSent>;

const guardianChildTrialSchema = z.object({
  id: z.string(),
  started_at: z.string(),
  ended_at: z.string(),
  coach_name: z.string().nullable(),
  status: z.enum(['held', 'booked', 'expired', 'released', 'cancelled', 'attended', 'no_show']),
  status_ja: z.string(),
}) satisfies z.ZodType<GuardianChildTrial>;
export const guardianChildSchema = z.object({
  link_id: z.string(),
  id_str: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  courses: z.array(z.object({ game_name: z.string(), plan_name: z.string().nullable() })),
  next_lesson: z.object({ started_at: z.string(), ended_at: z.string(), coach_name: z.string().nullable() }).nullable(),
  attendance: z.object({ attended: z.number().int(), scheduled: z.number().int() }),
  payments: z.array(paymentHistoryEntrySchema),
  karte: karteTimelineAnswerSchema.shape.data,
  trials: z.array(guardianChildTrialSchema),
}) satisfies z.ZodType<GuardianChild>;
/** `GET /api/guardian/children`: each child linked now, with their courses, next lesson, attendance, payments, shared karte and trials. */
export const guardianChildrenAnswerSchema = z.object({ data: z.array(guardianChildSchema) }) satisfies z.ZodType<{ data: GuardianChild[] }>;
/** `GET /api/guardian/children/{linkId}/payments`: what the guardian paid for the child, newest first (no failure message). */
export const guardianChildPaymentsAnswerSchema = z.object({ data: z.array(paymentHistoryEntrySchema) }) satisfies z.ZodType<{ data: PaymentHistoryEntry[] }>;

export const guardianCampApplicationSchema = z.object({
  id: z.string(),
  camp_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  venue: z.string(),
  children: z.array(z.string()),
  status: z.enum(CAMP_APPLICATION_STATUSES),
  status_ja: z.string(),
  method: z.enum(CAMP_PAYMENT_METHODS).nullable(),
  count: z.number().int(),
  total: z.number().int(),
  applied_at: z.string(),
  paid_at: z.string().nullable(),
  receipt_href: z.string().nullable(),
}) satisfies z.ZodType<GuardianCampApplication>;
/** `GET /api/guardian/camp-applications`: the camp applications made with the guardian's address, newest first. */
export const guardianCampApplicationsAnswerSchema = z.object({ data: z.array(guardianCampApplicationSchema) }) satisfies z.ZodType<{ data: GuardianCampApplication[] }>;

const preferencesSchema = z.object({ weekly_summary: z.boolean() }) satisfies z.ZodType<GuardianPreferences>;
/** `GET /api/guardian/preferences`: what the guardian asked for (the weekly summary mail). */
export const guardianPreferencesAnswerSchema = z.object({ data: preferencesSchema }) satisfies z.ZodType<{ data: GuardianPreferences }>;
/** `PUT /api/guardian/preferences`: the preferences as saved, and what that means for the mail. */
export const guardianPreferencesSavedAnswerSchema = z.object({ data: preferencesSchema, message: z.string() }) satisfies z.ZodType<GuardianPreferencesSaved>;
