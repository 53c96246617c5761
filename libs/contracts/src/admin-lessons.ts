import { z } from 'zod';
import type { LessonCancellationName, LessonStatusName } from './lessons';
import { coachProfileSchema } from './coach-profile';

// What /admin-api answers the back office about lessons, coaches and the students they teach
// (ra-data-simple-rest: records with an `id`). A coach (operator role `coach`) gets only their own rows.

export const LessonAdminMessages = {
  memberRequired: '受講者を選択してください。',
  startRequired: '開始日時を入力してください。',
  coachRequired: 'コーチを選択してください。',
  noCoachAssigned: 'この受講者には担当コーチが割り当てられていません。先に担当コーチを決めてください。',
  groupNoCoach: 'このグループには担当コーチが決まっていません。コーチを選んでください。',
  noActiveSubscription: 'この受講者には受講中のプランがありません。',
  reasonRequired: '理由を入力してください。',
  weeklyHoursInvalid: '時間帯は開始より後の終了時刻で、15分単位で入力してください。',
  coachNotFound: 'コーチが見つかりません。',
  studentNotFound: '受講者が見つかりません。',
  outsideWeeklyHours: 'コーチの対応時間外です。',
  groupRequired: 'グループを選択してください。',
  changeReasonRequired: 'コーチ変更の理由を入力してください。',
  // Issue 34: a coach teaches one game; the picker offers only the student's game's coaches and the server refuses the others.
  coachOfOtherGame: 'このコーチは受講者のゲームの担当ではありません。受講者と同じゲームのコーチを選んでください。',
  unassignReasonRequired: '担当コーチを外す理由を入力してください。',
  unassignLessonsAhead: 'この受講者には今後のレッスンが予定されているため、担当コーチを外せません。先にレッスンを取り消すか、別のコーチに変更してください。',
  groupNotFound: 'グループが見つかりません。',
  groupNameRequired: 'グループ名を入力してください。',
  groupMembersInvalid: 'メンバーは1人以上20人以下で、リーダーは1人にしてください。',
  groupMemberBusy: '追加するメンバーに、このグループのレッスンと時間が重なるレッスンがあります。',
} as const;

/** Lesson lengths the back office offers; a one-to-one lesson is 60 minutes unless said otherwise. */
export const LESSON_DEFAULT_MINUTES = 60;

export interface AdminLesson {
  id: string;
  kind: 'personal' | 'group';
  member: { id: string; name: string | null; email: string } | null;
  group: { id: string; name: string } | null;
  coach: { id: string; name: string };
  starts_at: string;
  ends_at: string;
  status: LessonStatusName;
  cancellation: LessonCancellationName | null;
  cancel_reason: string | null;
  /** Which allowance it uses: the plan's month, a bought extra lesson, or a make-up credit. */
  source: 'plan' | 'extra' | 'make-up';
  make_up_by: string | null;
  cancel_deadline: string;
}

/** List filters: one coach, one member, one status, and the calendar's visible range. */
export const adminLessonFilterSchema = z.object({
  coach_id: z.uuid().optional(),
  member_id: z.uuid().optional(),
  status: z.enum(['scheduled', 'cancelled', 'attended', 'missed']).optional(),
  starts_from: z.iso.datetime({ offset: true }).optional(),
  starts_to: z.iso.datetime({ offset: true }).optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(500)]).optional(),
});
export type AdminLessonFilter = z.infer<typeof adminLessonFilterSchema>;
export const ADMIN_LESSON_SORT_FIELDS = ['starts_at', 'status'] as const;

/**
 * `POST /admin-api/lessons`: schedule a personal lesson for `member_id` (the coach defaults to the member's assigned
 * coach), or a group lesson for `group_id` (the coach defaults to the group's).
 */
export const scheduleLessonSchema = z
  .object({
    member_id: z.uuid({ error: LessonAdminMessages.memberRequired }).optional(),
    group_id: z.uuid({ error: LessonAdminMessages.groupRequired }).optional(),
    coach_id: z.uuid({ error: LessonAdminMessages.coachRequired }).optional(),
    starts_at: z.iso.datetime({ offset: true, error: LessonAdminMessages.startRequired }),
    minutes: z.coerce.number().int().min(15).max(240).default(LESSON_DEFAULT_MINUTES),
    /** 時間外でも登録: book outside the coach's weekly hours or on his day off (an operator's explicit override, issue 30). */
    outside_hours: z.boolean().optional(),
  })
  .refine((l) => Boolean(l.member_id) !== Boolean(l.group_id), { error: LessonAdminMessages.memberRequired, path: ['member_id'] });
export type ScheduleLessonRequest = z.infer<typeof scheduleLessonSchema>;

/** `PUT /admin-api/lessons/{id}`: move it. */
export const rescheduleLessonSchema = z.object({
  starts_at: z.iso.datetime({ offset: true, error: LessonAdminMessages.startRequired }),
  minutes: z.coerce.number().int().min(15).max(240).default(LESSON_DEFAULT_MINUTES),
});

/** `POST /admin-api/lessons/{id}/cancel`: the school calls it off, or support records a member's late cancel. */
export const adminCancelLessonSchema = z.object({
  by: z.enum(['school', 'member-late']),
  reason: z.string({ error: LessonAdminMessages.reasonRequired }).trim().min(1, { error: LessonAdminMessages.reasonRequired }).max(500),
});

/** `POST /admin-api/lessons/{id}/attendance`. */
export const recordAttendanceSchema = z.object({ attended: z.boolean() });

export const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** One weekly window a coach teaches in, Asia/Tokyo: weekday 0 (Sunday) to 6, 'HH:mm' to 'HH:mm'. */
export const weeklyHoursSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    // Quarter hours, as the back office offers them (and as the message says).
    start: z.string().regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, { error: LessonAdminMessages.weeklyHoursInvalid }),
    end: z.string().regex(/^([01]\d|2[0-3]):(00|15|30|45)$|^24:00$/, { error: LessonAdminMessages.weeklyHoursInvalid }),
  })
  .refine((h) => h.end > h.start, { error: LessonAdminMessages.weeklyHoursInvalid });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export interface AdminCoach {
  id: string;
  code: string;
  name: string;
  game_id: number;
  profile: string;
  is_active: boolean;
  /** Whether the coach has a back-office account (role `coach`) to sign in with. */
  has_account: boolean;
  weekly_hours: WeeklyHours[];
  students: number;
  /** The game the coach teaches, by name (null: not in the catalogue). */
  game_name: string | null;
  /** `/admin-api/coaches/{id}/photo?v=…`, null before a photo is uploaded. */
  photo_url: string | null;
}

/** `PUT /admin-api/coaches/{id}`: profile, active flag and weekly hours (admin and support; a coach edits their own profile and hours). */
export const updateCoachSchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  profile: coachProfileSchema.optional(),
  is_active: z.boolean().optional(),
  weekly_hours: z.array(weeklyHoursSchema).max(50).optional(),
});

/** A member's running subscription as the lessons context sees it: who teaches it (null = 未割当). */
export interface AdminStudent {
  /** The subscription id. */
  id: string;
  member: { id: string; name: string | null; email: string };
  game_id: number;
  plan_id: number;
  lessons_per_month: number;
  starts_at: string;
  ends_at: string;
  coach: { id: string; name: string } | null;
  /** Lessons scheduled or held in the current Tokyo month, whatever allowance they use (plan, extra, make-up). */
  lessons_this_month: number;
  /**
   * The current Tokyo month apart (issue 34: 'Lite 3 / 2' counted extras and make-ups against the plan): the plan's
   * lessons as its monthly allowance counts them (a lesson cancelled on time keeps its place: its make-up replaces it),
   * of `lessons_per_month` + `add_on_lessons_per_month`; bought extra lessons; make-up lessons. Cancelled extras and
   * make-ups are not counted.
   */
  plan_lessons_this_month: number;
  extra_lessons_this_month: number;
  make_up_lessons_this_month: number;
  /** Lessons a month the member's running add plans of this game add to the course (追加コーチング); 0 for none. */
  add_on_lessons_per_month: number;
  /** The chart link support set (allow-listed), shown to the member on mypage. */
  chart_url: string | null;
}

export const adminStudentFilterSchema = z.object({
  // true/false, or the same as text from a link; coercion would read the text "false" as true.
  unassigned: z.union([z.boolean(), z.stringbool({ truthy: ['true'], falsy: ['false'] })]).optional(),
  coach_id: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(500)]).optional(),
});

/**
 * `PUT /admin-api/students/{id}`: assign the coach of a 未割当 student, or change it (support and admin only): a change
 * needs its reason, and moves the lessons ahead to the new coach where they are free (the others are cancelled by the
 * school with a make-up credit). Only a coach of the student's game is taken. `coach_id: null` takes the coach off
 * (with a reason), when no lesson is ahead.
 */
export const assignCoachSchema = z.object({
  /** null: take the coach off (担当を外す, with a reason); the student goes back to 未割当. */
  coach_id: z.uuid({ error: LessonAdminMessages.coachRequired }).nullable(),
  reason: z.string().trim().max(500).optional(),
});

/** What a coach change did to the lessons ahead. */
export interface CoachChangeOutcome {
  moved: number;
  cancelled: number;
}

/** A group of a group plan (spec §3 Group), as the back office edits it. */
export interface AdminGroup {
  id: string;
  name: string;
  image_url: string | null;
  type_label: string;
  discord_url: string | null;
  game_id: number;
  coach: { id: string; name: string } | null;
  members: { member_id: string; name: string | null; email: string; is_leader: boolean; ticket_count: number }[];
}

const httpsUrl = z.url({ protocol: /^https$/ }).max(500);

/** `POST /admin-api/groups` and `PUT /admin-api/groups/{id}` (admin and support). */
export const groupSchema = z.object({
  name: z.string({ error: LessonAdminMessages.groupNameRequired }).trim().min(1, { error: LessonAdminMessages.groupNameRequired }).max(100),
  type_label: z.string().trim().max(50).default(''),
  image_url: httpsUrl.nullish(),
  discord_url: httpsUrl.nullish(),
  game_id: z.coerce.number().int().positive(),
  coach_id: z.uuid().nullish(),
  members: z
    .array(z.object({ member_id: z.uuid(), is_leader: z.boolean().default(false), ticket_count: z.coerce.number().int().min(0).max(99).default(0) }))
    .min(1, { error: LessonAdminMessages.groupMembersInvalid })
    .max(20, { error: LessonAdminMessages.groupMembersInvalid })
    .refine((m) => m.filter((x) => x.is_leader).length <= 1 && new Set(m.map((x) => x.member_id)).size === m.length, { error: LessonAdminMessages.groupMembersInvalid }),
});
export type GroupInput = z.infer<typeof groupSchema>;
