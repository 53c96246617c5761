import { z } from 'zod';
import type { AgendaEntry, CoachAgenda } from '../agenda';
import type { AdminMemberRow } from '../members';
import type { DashboardStats } from '../operator';
import type { WithdrawalPreview } from '../withdrawal';
import { adminLessonSchema, karteTimelineAnswerSchema } from './lesson-admin-answers';

// Answers of the composition's routes (the dashboard, the coach's agenda, withdrawal, the member list) as zod
// schemas, for the OpenAPI document (ADR 0045); each `satisfies` its interface.

const rate = z.number().nullable();
/** `GET /admin-api/dashboard?from=&to=`: the school's figures per Tokyo month, per coach, and the refunds. */
export const dashboardStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(
    z.object({
      month: z.string(),
      revenue: z.number().int(),
      refunds: z.number().int(),
      new_members: z.number().int(),
      active_subscriptions: z.number().int(),
      ended_subscriptions: z.number().int(),
      churn_rate: rate,
      trials: z.number().int(),
      converted_trials: z.number().int(),
      conversion_rate: rate,
    }),
  ),
  coaches: z.array(z.object({ coach_id: z.string(), coach_name: z.string(), lessons_given: z.number().int(), no_shows: z.number().int(), no_show_rate: rate })),
  refunds: z.array(z.object({ id: z.string(), refunded_at: z.string(), what: z.string(), amount: z.number().int() })),
  totals: z.object({
    revenue: z.number().int(),
    refunds: z.number().int(),
    new_members: z.number().int(),
    active_subscriptions: z.number().int(),
    trials: z.number().int(),
    converted_trials: z.number().int(),
    conversion_rate: rate,
    churn_rate: rate,
  }),
}) satisfies z.ZodType<DashboardStats>;

const agendaBase = {
  id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  member: z.object({ id: z.string(), name: z.string().nullable(), discord_username: z.string().nullable(), discord_id: z.string().nullable() }).nullable(),
  game: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  recent_notes: karteTimelineAnswerSchema.shape.data,
};
const agendaEntrySchema = z.discriminatedUnion('type', [
  z.object({ ...agendaBase, type: z.literal('lesson'), kind: z.enum(['lesson', 'make_up']), lesson: adminLessonSchema }),
  z.object({ ...agendaBase, type: z.literal('trial'), kind: z.literal('trial'), status: z.enum(['held', 'booked', 'expired', 'released', 'cancelled', 'attended', 'no_show']) }),
]) satisfies z.ZodType<AgendaEntry>;
/** `GET /admin-api/agenda?coach_id=&from=&to=`: a coach's lessons and trials. */
export const coachAgendaSchema = z.object({ coach: z.object({ id: z.string(), name: z.string() }), from: z.string(), to: z.string(), entries: z.array(agendaEntrySchema) }) satisfies z.ZodType<CoachAgenda>;

export const withdrawalPreviewSchema = z.object({
  refunds: z.array(
    z.object({
      payment_id: z.string(),
      title: z.string(),
      kind_label: z.string(),
      lines: z.array(z.object({ label: z.string(), amount: z.number().int(), note: z.boolean().optional() })),
      paid: z.number().int(),
      refund: z.number().int(),
      method: z.enum(['card', 'bank']),
    }),
  ),
  lessons_ahead: z.number().int(),
  trials_ahead: z.number().int(),
  saved_cards: z.number().int(),
  discord_username: z.string().nullable(),
  guardians: z.number().int(),
  unpaid_transfers: z.number().int(),
  payment_in_progress: z.boolean(),
  has_password: z.boolean(),
}) satisfies z.ZodType<WithdrawalPreview>;
/** `GET /api/withdrawal`: what withdrawing would do. */
export const withdrawalPreviewAnswerSchema = z.object({ data: withdrawalPreviewSchema });
/** `POST /admin-api/members/{id}/withdrawal`. */
export const memberWithdrawnSchema = z.object({ id: z.string(), withdrawn: z.boolean() });

export const adminMemberRowSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  kana: z.string().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
  discord_username: z.string().nullable(),
  email_verified: z.boolean(),
  account_kind: z.enum(['member', 'guardian']),
  created_at: z.string(),
}) satisfies z.ZodType<AdminMemberRow>;
export const adminMemberListSchema = z.array(adminMemberRowSchema);
