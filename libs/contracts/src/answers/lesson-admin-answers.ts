import { z } from 'zod';
import type { AdminCoach, AdminGroup, AdminLesson, AdminStudent, CoachChangeOutcome } from '../admin-lessons';
import type { AdminCoachDayOff } from '../coach-days-off';
import type { MemberCoachAnswer } from '../coach-profile';
import type { CoachMemberRatingMonth, MemberLessonRating } from '../lesson-ratings';
import { KARTE_SKILLS, type KarteEntry, type MemberGroup } from '../lessons';
import type { MakeUpCreditsAnswer, MakeUpBooked } from '../make-up-lessons';
import type { ProgressQuestion } from '../progress-question';
import { memberLessonSchema } from './lessons-answers';

// Answers of the lessons context's other routes (make-ups, groups, karte, ratings, the coach, the progress question,
// and the back office's lessons, coaches, students and groups) as zod schemas, for the OpenAPI document (ADR 0045);
// each `satisfies` its interface.

const lessonGame = z.object({ id: z.number().int(), name: z.string() });
const personRef = z.object({ id: z.string(), name: z.string() });
const memberRef = z.object({ id: z.string(), name: z.string().nullable(), email: z.string() });
const ratings = z.object(Object.fromEntries(KARTE_SKILLS.map((skill) => [skill, z.number().int()])) as Record<(typeof KARTE_SKILLS)[number], z.ZodNumber>);

/** `GET /api/lessons/make-ups`: the member's make-up credits and the coach's free hours for each. */
export const makeUpCreditsAnswerSchema = z.object({
  data: z.array(
    z.object({
      lesson_id: z.string(),
      cancelled_lesson: z.object({ started_at: z.string(), ended_at: z.string() }),
      make_up_by: z.string(),
      coach: z.object({ name: z.string() }).nullable(),
      minutes: z.number().int(),
      free_hours: z.array(z.object({ started_at: z.string(), ended_at: z.string() })),
    }),
  ),
}) satisfies z.ZodType<MakeUpCreditsAnswer>;
/** `POST /api/lessons/make-ups/{id}/book`. */
export const makeUpBookedAnswerSchema = z.object({ data: memberLessonSchema, message: z.string() }) satisfies z.ZodType<MakeUpBooked>;

/** `GET /api/groups?game=`. */
export const memberGroupsAnswerSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      image_url: z.string().nullable(),
      type_label: z.string(),
      discord_url: z.string().nullable(),
      game: lessonGame.nullable(),
      users: z.array(z.object({ name: z.string(), profile_photo_url: z.string().nullable(), discord_id: z.string().nullable(), group_ticket_count: z.number().int(), is_leader: z.boolean() })),
    }) satisfies z.ZodType<MemberGroup>,
  ),
});
/** `GET /api/karte`: the member's karte timeline, newest first. */
export const karteTimelineAnswerSchema = z.object({
  data: z.array(
    z.object({
      lesson_id: z.string(),
      started_at: z.string(),
      coach: z.object({ name: z.string() }),
      game: lessonGame.nullable(),
      worked_on: z.string(),
      homework: z.string(),
      ratings,
      written_at: z.string(),
    }) satisfies z.ZodType<KarteEntry>,
  ),
});

/** `GET /api/coach`: the member's own coach (null: none assigned yet). */
export const memberCoachAnswerSchema = z.object({
  data: z.object({ name: z.string(), games: z.array(lessonGame), profile: z.string(), photo_url: z.string().nullable() }).nullable(),
}) satisfies z.ZodType<MemberCoachAnswer>;

const memberLessonRatingSchema = z.object({
  lesson_id: z.string(),
  score: z.number().int(),
  comment: z.string(),
  rated_at: z.string(),
  updated_at: z.string(),
  editable_until: z.string(),
  editable: z.boolean(),
}) satisfies z.ZodType<MemberLessonRating>;
/** `GET /api/lessons/ratings`. */
export const memberLessonRatingsAnswerSchema = z.object({ data: z.array(memberLessonRatingSchema) });
/** `PUT /api/lessons/{id}/rating`. */
export const memberLessonRatedAnswerSchema = z.object({ data: memberLessonRatingSchema, message: z.string() });
const rate = z.number().nullable();
/** `GET /admin-api/coaches/{id}/member-ratings`: the coach's ratings per Tokyo month. */
export const coachMemberRatingsAnswerSchema = z.object({
  data: z.array(
    z.object({
      month: z.string(),
      count: z.number().int(),
      average: z.number().nullable(),
      distribution: z.object({ '1': z.number().int(), '2': z.number().int(), '3': z.number().int(), '4': z.number().int(), '5': z.number().int() }),
      satisfaction: z.object({ satisfied: z.number().int(), n: z.number().int(), rate }),
      progress: z.object({ yes: z.number().int(), n: z.number().int(), rate }),
    }) satisfies z.ZodType<CoachMemberRatingMonth>,
  ),
});

const progressQuestionSchema = z.object({
  month: z.string(),
  game_id: z.number().int(),
  eligible: z.boolean(),
  answer: z.object({ improved: z.boolean(), comment: z.string(), answered_at: z.string(), updated_at: z.string() }).nullable(),
}) satisfies z.ZodType<ProgressQuestion>;
/** `GET /api/lessons/progress-question?game_id=`. */
export const progressQuestionAnswerSchema = z.object({ data: progressQuestionSchema.nullable() });
/** `PUT /api/lessons/progress-question`. */
export const progressQuestionAnsweredSchema = z.object({ data: progressQuestionSchema, message: z.string() });

/** `POST /api/lessons/calendar-feed`, `POST /admin-api/coaches/{id}/calendar-feed`: the renewed feed's address. */
export const calendarFeedAnswerSchema = z.object({ data: z.object({ url: z.string() }) });

// ---- Back office ----

export const adminLessonSchema = z.object({
  id: z.string(),
  kind: z.enum(['personal', 'group']),
  member: memberRef.nullable(),
  group: personRef.nullable(),
  coach: personRef,
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(['scheduled', 'cancelled', 'attended', 'missed']),
  cancellation: z.enum(['member', 'member-late', 'school', 'forfeited']).nullable(),
  cancel_reason: z.string().nullable(),
  source: z.enum(['plan', 'extra', 'make-up']),
  make_up_by: z.string().nullable(),
  cancel_deadline: z.string(),
}) satisfies z.ZodType<AdminLesson>;
export const adminLessonListSchema = z.array(adminLessonSchema);
/** `GET|PUT /admin-api/lessons/{id}/karte`: the lesson's karte note (null: none written yet). */
export const adminKarteNoteSchema = z
  .object({ worked_on: z.string(), homework: z.string(), ratings, shared_with_guardian: z.boolean(), written_at: z.string(), updated_at: z.string() })
  .nullable();

export const adminCoachSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  game_id: z.number().int(),
  profile: z.string(),
  is_active: z.boolean(),
  has_account: z.boolean(),
  weekly_hours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  students: z.number().int(),
  game_name: z.string().nullable(),
  photo_url: z.string().nullable(),
}) satisfies z.ZodType<AdminCoach>;
export const adminCoachListSchema = z.array(adminCoachSchema);
const coachDayOffSchema = z.object({ day: z.string(), note: z.string() }) satisfies z.ZodType<AdminCoachDayOff>;
/** `GET /admin-api/coaches/{id}/days-off`. */
export const coachDaysOffAnswerSchema = z.object({ data: z.array(coachDayOffSchema) });
/** `POST|DELETE /admin-api/coaches/{id}/days-off[/{day}]`: the days off now, and what was done. */
export const coachDaysOffChangedAnswerSchema = z.object({ message: z.string(), data: z.array(coachDayOffSchema) });

const adminStudentShape = {
  id: z.string(),
  member: memberRef,
  game_id: z.number().int(),
  plan_id: z.number().int(),
  lessons_per_month: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  coach: personRef.nullable(),
  lessons_this_month: z.number().int(),
  plan_lessons_this_month: z.number().int(),
  extra_lessons_this_month: z.number().int(),
  make_up_lessons_this_month: z.number().int(),
  add_on_lessons_per_month: z.number().int(),
  chart_url: z.string().nullable(),
};
export const adminStudentSchema = z.object(adminStudentShape) satisfies z.ZodType<AdminStudent>;
export const adminStudentListSchema = z.array(adminStudentSchema);
/** `PUT /admin-api/students/{id}`: the student, and the lessons the coach change moved or called off. */
export const adminStudentAssignedSchema = z.object({
  ...adminStudentShape,
  coach_change: (z.object({ moved: z.number().int(), cancelled: z.number().int() }) satisfies z.ZodType<CoachChangeOutcome>),
});

export const adminGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  type_label: z.string(),
  discord_url: z.string().nullable(),
  game_id: z.number().int(),
  coach: personRef.nullable(),
  members: z.array(z.object({ member_id: z.string(), name: z.string().nullable(), email: z.string(), is_leader: z.boolean(), ticket_count: z.number().int() })),
}) satisfies z.ZodType<AdminGroup>;
export const adminGroupListSchema = z.array(adminGroupSchema);
