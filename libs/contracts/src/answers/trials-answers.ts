import { z } from 'zod';
import type { MemberTrial, TrialHoldAnswer, TrialSchedule } from '../trials';

// Answers of the member's trial routes as zod schemas, for the OpenAPI document (ADR 0045); each `satisfies` its interface.

const trialStatus = z.enum(['held', 'booked', 'expired', 'released', 'cancelled', 'attended', 'no_show']);
const trialHoldShape = {
  id: z.string(),
  status: trialStatus,
  started_at: z.string(),
  ended_at: z.string(),
  game_id: z.number().int(),
  held_until: z.string().nullable(),
};

/** `POST /api/trials`: the seat held until `held_until`. */
export const trialHoldAnswerSchema = z.object(trialHoldShape) satisfies z.ZodType<TrialHoldAnswer>;

export const memberTrialSchema = z.object({
  ...trialHoldShape,
  coach: z.object({ name: z.string() }).nullable(),
  game: z.object({ name: z.string(), discord_url: z.string().nullable() }),
}) satisfies z.ZodType<MemberTrial>;

/** `GET /api/trials/schedule?game_id=&start=`: date label → the day and its free seats per 'HH:mm' (spec §3). */
export const trialScheduleAnswerSchema = z.record(
  z.string(),
  z.object({ week: z.string(), date: z.string(), schedules: z.record(z.string(), z.number().int()) }),
) satisfies z.ZodType<TrialSchedule>;

/** `GET /api/trials/current`, `POST /api/trials/{id}/confirm|release`: the member's trial, or null when there is none. */
export const memberTrialAnswerSchema = z.object({ data: memberTrialSchema.nullable() });
