import { z } from 'zod';
import { SUSPENSION_GROUNDS, type AdminMemberSuspension, type CurrentUser, type MemberSuspension } from '../identity';
import type { TrialIntent } from '../trial-funnel';

// Answers of the member's identity routes as zod schemas, for the OpenAPI document (ADR 0045). Each `satisfies` the
// interface the server and the web app share, so a field the interface gains and the schema lacks fails to compile.

const memberSuspensionSchema = z.object({ ground: z.enum(SUSPENSION_GROUNDS), ground_label: z.string(), reason: z.string(), suspended_at: z.string() }) satisfies z.ZodType<MemberSuspension>;
const trialIntentSchema = z.object({ game_id: z.number().int(), game_name: z.string() }) satisfies z.ZodType<TrialIntent>;

export const currentUserSchema = z.object({
  id_str: z.string(),
  account_kind: z.enum(['member', 'guardian']),
  name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  discord_id: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
  status: z.string(),
  trial_count: z.number().int(),
  route: z.string().nullable(),
  trial_reserve_url: z.string().nullable(),
  is_verified: z.boolean(),
  is_discord_login: z.boolean(),
  is_personal_information_completed: z.boolean(),
  discord: z.object({ provider_username: z.string() }).nullable(),
  user_plans: z.array(z.object({ plan: z.object({ id: z.number().int(), name: z.string() }) })),
  game_users: z.array(z.object({ game_id: z.number().int(), is_selected: z.boolean(), game: z.object({ name: z.string(), is_legacy: z.boolean(), discord_url: z.string().nullable() }) })),
  current_plan: z
    .object({
      plan: z.object({ name: z.string(), lesson_type: z.string(), game: z.object({ id: z.number().int(), name: z.string(), discord_url: z.string().nullable() }) }),
      embed: z.string().nullable(),
      chart_url: z.string().nullable(),
    })
    .nullable(),
  suspension: memberSuspensionSchema.nullable(),
  trial_intent: trialIntentSchema.nullable(),
}) satisfies z.ZodType<CurrentUser>;

/** `GET /api/me`, `POST /api/register`: the member in `data`. */
export const currentUserAnswerSchema = z.object({ data: currentUserSchema });
/** `POST /api/login`: the member in `user` (the spec's shape). */
export const loginAnswerSchema = z.object({ user: currentUserSchema });
/** Answers that only say what happened, in Japanese. */
export const messageAnswerSchema = z.object({ message: z.string().min(1) });

/** `PUT|POST /api/profile`: the member as now saved, and what was done. */
export const profileUpdatedAnswerSchema = z.object({ message: z.string(), data: currentUserSchema });

/** `GET|POST /admin-api/members/{id}/suspension[/lift]`: where the member stands, and the history of suspensions. */
export const adminMemberSuspensionSchema = z.object({
  id: z.string(),
  member_id: z.string(),
  suspension: memberSuspensionSchema.nullable(),
  history: z.array(z.object({ type: z.enum(['suspended', 'lifted']), at: z.string(), by: z.string(), ground: z.enum(SUSPENSION_GROUNDS).nullable(), reason: z.string().nullable() })),
}) satisfies z.ZodType<AdminMemberSuspension>;
