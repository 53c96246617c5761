import { z } from 'zod';
import type { AdminMember360, AdminMemberDataExport, MemberTimelineEntry } from '../members';
import type { ParkedReactionDto } from '../operations';
import { type AdminOperator, type AuditEntry, OPERATOR_ROLES } from '../operator';
import { GENDERS } from '../personal-information';
import { SUBSCRIPTION_STATUSES } from '../subscriptions';
import {
  type AdminTrial,
  type AdminTrialHours,
  type CoachTrialConversionMonth,
  type MemberTrialWaitlistEntry,
  type TrialConversionStats,
} from '../trials';
import { adminPaymentDetailSchema, studentInformationFields } from './billing-answers';
import { adminCampApplicationSchema } from './camp-answers';
import { adminMemberRowSchema } from './composition-answers';
import { contactInquirySchema } from './content-answers';
import { guardianLinkViewSchema } from './guardian-answers';
import { karteTimelineAnswerSchema } from './lesson-admin-answers';

// Answers of the back office's own routes (operators, audit log, parked reactions, the member 360) and of the trials'
// back-office and waitlist routes as zod schemas, for the OpenAPI document (ADR 0045); each `satisfies` its interface.

export const adminOperatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  active: z.boolean(),
  coach_id: z.string().nullable(),
  coach_name: z.string().nullable(),
  invitation_pending: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<AdminOperator>;
export const adminOperatorListSchema = z.array(adminOperatorSchema);
/** `GET /admin-api/operators/coach-choices`: the coaches an operator account may be tied to. */
export const coachChoicesSchema = z.array(z.object({ id: z.string(), name: z.string() }));
/** `POST /admin-api/auth/invitation`: the address whose password was set. */
export const invitationAcceptedAnswerSchema = z.object({ data: z.object({ email: z.string() }) });

export const auditEntrySchema = z.object({
  id: z.string(),
  recorded_at: z.string(),
  operator_id: z.string().nullable(),
  operator_name: z.string(),
  event_type: z.string(),
  event_types: z.array(z.string()),
  stream_type: z.string(),
  stream_id: z.string(),
  summary: z.string(),
}) satisfies z.ZodType<AuditEntry>;
export const auditEntryListSchema = z.array(auditEntrySchema);

export const parkedReactionSchema = z.object({
  id: z.string(),
  reactor: z.string(),
  event_id: z.string(),
  event_type: z.string().nullable(),
  stream_id: z.string().nullable(),
  error: z.string(),
  attempts: z.number().int(),
  parked_at: z.string(),
  resolved_at: z.string().nullable(),
  replayed_at: z.string().nullable(),
}) satisfies z.ZodType<ParkedReactionDto>;
export const parkedReactionListSchema = z.array(parkedReactionSchema);
/** `POST /admin-api/parked-reactions/{id}/replay`. */
export const parkedReactionReplayedAnswerSchema = z.object({ message: z.string(), data: parkedReactionSchema });

// ---- Trials ----

const trialStatus = z.enum(['held', 'booked', 'expired', 'released', 'cancelled', 'attended', 'no_show']);
export const adminTrialSchema = z.object({
  id: z.string(),
  member_id: z.string(),
  member_name: z.string(),
  email: z.string(),
  game_id: z.number().int(),
  coach_id: z.string().nullable(),
  coach_name: z.string().nullable(),
  started_at: z.string(),
  ended_at: z.string(),
  status: trialStatus,
  offer: z.boolean(),
  held_until: z.string().nullable(),
  converted: z.boolean(),
  created_at: z.string(),
}) satisfies z.ZodType<AdminTrial>;
export const adminTrialListSchema = z.array(adminTrialSchema);
export const trialConversionStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  trials: z.number().int(),
  attended: z.number().int(),
  converted: z.number().int(),
  rate: z.number().nullable(),
}) satisfies z.ZodType<TrialConversionStats>;
/** `GET /admin-api/trial-conversion/coaches?months=`. */
export const coachTrialConversionAnswerSchema = z.object({
  data: z.array(
    z.object({
      month: z.string(),
      coach_id: z.string(),
      coach_name: z.string(),
      attended: z.number().int(),
      no_shows: z.number().int(),
      converted: z.number().int(),
      rate: z.number().nullable(),
    }) satisfies z.ZodType<CoachTrialConversionMonth>,
  ),
});

const trialHoursShape = {
  game_id: z.number().int(),
  coach_id: z.string(),
  weekday: z.number().int(),
  start: z.string(),
  end: z.string(),
};
export const adminTrialHoursSchema = z.object({ id: z.string(), ...trialHoursShape, coach_name: z.string(), outside_hours: z.boolean() }) satisfies z.ZodType<AdminTrialHours>;
export const adminTrialHoursListSchema = z.array(adminTrialHoursSchema);
/** `POST /admin-api/trial-hours`: the hours as saved. */
export const trialHoursCreatedSchema = z.object({ id: z.string(), ...trialHoursShape, outside_hours: z.boolean().optional() });
/** `GET /admin-api/trial-hours/coaches?game_id=`. */
export const trialHoursCoachesSchema = z.array(z.object({ id: z.string(), name: z.string(), game_id: z.number().int() }));
/** A `DELETE` of a react-admin record: the id of what was removed. */
export const deletedIdSchema = z.object({ id: z.string() });

/** `GET /api/trials/waitlist`: the member's places on the trial waitlist. */
export const trialWaitlistAnswerSchema = z.object({
  data: z.array(
    z.object({
      game_id: z.number().int(),
      game_name: z.string(),
      started_at: z.string(),
      start: z.string(),
      joined_at: z.string(),
      offer: z.object({ trial_id: z.string(), held_until: z.string() }).nullable(),
    }) satisfies z.ZodType<MemberTrialWaitlistEntry>,
  ),
});

// ---- The member 360 ----

const memberTimelineEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  type: z.string(),
  summary: z.string(),
  actor: z.object({ type: z.enum(['member', 'operator', 'system', 'visitor', 'unknown']), label: z.string() }),
}) satisfies z.ZodType<MemberTimelineEntry>;
/** `GET /admin-api/members/{id}`: one member's page, composed from each context (ADR 0016), with their guardian links (issue 31). */
export const adminMember360Schema = z.object({
  id: z.string(),
  profile: adminMemberRowSchema.extend({
    last_name: z.string().nullable(),
    first_name: z.string().nullable(),
    status: z.string(),
    discord_linked: z.boolean(),
    trial_count: z.number().int(),
    registered_from: z.string().nullable(),
  }),
  personal_information: z
    .object({
      ...studentInformationFields,
      guardian: z
        .object({ last_name: z.string(), first_name: z.string(), last_name_kana: z.string(), first_name_kana: z.string(), birthday: z.string(), gender: z.enum(GENDERS) })
        .nullable(),
      guardian_consent: z.boolean(),
      agreed_at: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      plan_name: z.string(),
      game_name: z.string(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      status_ja: z.string(),
      starts_at: z.string().nullable(),
      ends_at: z.string().nullable(),
      lessons_per_month: z.number().int().nullable(),
    }),
  ),
  payments: z.array(adminPaymentDetailSchema.omit({ events: true })),
  cards: z.object({ available: z.boolean(), items: z.array(z.object({ last4: z.string(), expire: z.string(), is_default: z.boolean(), brand: z.string().nullable() })) }),
  lessons: z.object({
    students: z.array(
      z.object({
        subscription_id: z.string(),
        game_name: z.string(),
        plan_name: z.string(),
        lessons_per_month: z.number().int(),
        starts_at: z.string(),
        ends_at: z.string(),
        coach_name: z.string().nullable(),
      }),
    ),
    items: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(['personal', 'group']),
        starts_at: z.string(),
        ends_at: z.string(),
        status: z.enum(['scheduled', 'cancelled', 'attended', 'missed']),
        status_ja: z.string(),
        coach_name: z.string(),
        group_name: z.string().nullable(),
      }),
    ),
    standings: z.array(z.object({ month: z.string(), strikes: z.number().int(), suspended_at: z.string().nullable() })),
  }),
  karte: karteTimelineAnswerSchema.shape.data,
  trials: z.array(
    z.object({
      id: z.string(),
      game_name: z.string(),
      coach_name: z.string().nullable(),
      starts_at: z.string(),
      status: trialStatus,
      status_ja: z.string(),
      converted_at: z.string().nullable(),
    }),
  ),
  camp_applications: z.array(adminCampApplicationSchema),
  contacts: z.array(contactInquirySchema),
  timeline: z.object({ entries: z.array(memberTimelineEntrySchema), more: z.boolean() }),
  account_kind: z.enum(['member', 'guardian']),
  guardian_links: z.array(guardianLinkViewSchema),
}) satisfies z.ZodType<AdminMember360>;
/** `GET /admin-api/members/{id}/export`: the member 360 as a JSON file (`Content-Disposition: attachment`), with when it was taken. */
export const adminMemberDataExportSchema = z.object({ exported_at: z.string(), member: adminMember360Schema }) satisfies z.ZodType<AdminMemberDataExport>;
