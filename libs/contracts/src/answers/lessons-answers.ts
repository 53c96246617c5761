import { z } from 'zod';
import { LESSON_CANCEL_TERMS, type LatestLessonAnswer, type LessonHistory, type MemberLesson } from '../lessons';

// Answers of the member's lesson routes as zod schemas, for the OpenAPI document (ADR 0045); each `satisfies` its interface.

const memberLessonShape = {
  id: z.string(),
  started_at: z.string(),
  ended_at: z.string(),
  coach: z.object({ name: z.string() }),
  game: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(['scheduled', 'cancelled', 'attended', 'missed']),
  cancellation: z.enum(['member', 'member-late', 'school', 'forfeited']).nullable(),
  make_up_by: z.string().nullable(),
  make_up_booked: z.boolean(),
};
export const memberLessonSchema = z.object(memberLessonShape) satisfies z.ZodType<MemberLesson>;

const progressSchema = z.object({ done: z.number().int(), total: z.number().int() });

/** `GET /api/lessons?is_group=0|1`. */
export const lessonHistoryAnswerSchema = z.object({
  data: z.array(
    z.object({
      ...memberLessonShape,
      group: z.object({ name: z.string(), image_url: z.string().nullable() }).nullable(),
      upcoming: z.boolean(),
      cancellable: z.boolean(),
      cancel_deadline: z.string().nullable(),
      cancel_terms: z.enum(LESSON_CANCEL_TERMS),
      cancel_refusal: z.enum(['group-lesson', 'deadline-passed']).nullable(),
    }),
  ),
  progress: z.object({ personal: progressSchema, group: progressSchema }),
}) satisfies z.ZodType<LessonHistory>;

/** `GET /api/lessons/latest` (answered on the fast path for a signed-in member, ADR 0021): the next lesson and the member's standing. */
export const latestLessonAnswerSchema = z.object({
  data: z
    .object({
      ...memberLessonShape,
      trial_flg: z.union([z.literal(0), z.literal(1)]),
      group_id: z.string().nullable(),
      user_plan: z.object({ discord_url: z.string().nullable() }).nullable(),
      cancel_deadline: z.string(),
      cancel_terms: z.enum(LESSON_CANCEL_TERMS),
      cancellable: z.boolean(),
    })
    .nullable(),
  standings: z.array(z.object({ month: z.string(), strikes: z.number().int(), suspended: z.boolean() })),
}) satisfies z.ZodType<LatestLessonAnswer>;

/** `POST /api/lessons/{id}/cancel` (and its GET of the spec): the lesson as it now stands, and what happened. */
export const lessonCancelledAnswerSchema = z.object({ data: memberLessonSchema, message: z.string() });
