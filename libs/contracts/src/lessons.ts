import { z } from 'zod';

// Lessons (spec §1, §3, §5, §7, §8): what members and the back office read and send about lessons.

export const LessonMessages = {
  // Spec §5 and §8, word for word.
  cancelReasonRequired: 'キャンセル理由を入力してください。',
  cancelled: 'レッスンをキャンセルしました。',
  cancelFailed: 'レッスンをキャンセルできませんでした。',
  // The terms (spec §5) in the member's words.
  cancelDeadlinePassed: 'レッスン日の2日前の23:59を過ぎたため、キャンセルできません。やむを得ない事情の場合はサポートまでご連絡ください。',
  // Premium's extra (spec §9: make-up of a lesson the day before): its members may cancel until 23:59 the day before.
  cancelDeadlinePassedDayBefore: 'レッスン日の前日の23:59を過ぎたため、キャンセルできません。やむを得ない事情の場合はサポートまでご連絡ください。',
  cancelReasonTooLong: 'キャンセル理由は500文字以内で入力してください。',
  lessonNotFound: 'レッスンが見つかりません。',
  notScheduled: 'このレッスンは予定されていないため、変更できません。',
  groupLessonNotCancellable: 'グループレッスンはマイページからキャンセルできません。サポートまでご連絡ください。',
  lessonAlreadyExists: 'このレッスンはすでに登録されています。',
  invalidTime: 'レッスンの終了時刻は開始時刻より後にしてください。',
  startsInPast: '過去の日時にはレッスンを登録できません。',
  notStartedYet: '開始前のレッスンの出欠は記録できません。',
  lateCancelBeforeDeadline: 'キャンセル期限前のため、通常のキャンセルとして扱ってください。',
  lessonEnded: '終了したレッスンはキャンセルできません。',
  allowanceUsedUp: 'この月に受講できるレッスン数の上限に達しています。',
  monthSuspended: '規約により、この月の以降のレッスンは受講できません。',
  coachBusy: 'このコーチはその時間に別のレッスンがあります。',
  memberBusy: 'この受講者はその時間に別のレッスンがあります。',
  coachInTrial: 'このコーチはその時間に無料体験レッスンを担当しています。',
  calendarNotFound: 'カレンダーが見つかりません。URLを再発行した場合は、新しいURLを登録してください。',
} as const;

/** The catalogue code of the add-on item that is one more lesson per unit (spec §9: 追加レッスン 9,900 yen each). */
export const EXTRA_LESSON_ITEM_CODE = 'extra-lesson';

/** Skill areas a coach rates in the karte after each lesson (1 to 5). */
export const KARTE_SKILLS = ['aim', 'movement', 'game_sense', 'communication'] as const;
export type KarteSkill = (typeof KARTE_SKILLS)[number];

// ---- The member API (spec §3, §7). Times are ISO 8601 with offset; the web shows them in Asia/Tokyo. ----

/** What became of a lesson (beyond the spec's fields, so the history can say it). */
export type LessonStatusName = 'scheduled' | 'cancelled' | 'attended' | 'missed';
/** Who called a cancelled lesson off: the member on time, late (recorded by support), the school, or the two-strike rule. */
export type LessonCancellationName = 'member' | 'member-late' | 'school' | 'forfeited';

/** The game a lesson or a group is of (beyond the spec), so every lesson shows its course; null when the catalogue no longer knows it. */
export interface LessonGame {
  id: number;
  name: string;
}

/** Spec §3 Lesson: id, started_at, ended_at, coach{name}; beyond the spec its game. */
export interface MemberLesson {
  id: string;
  started_at: string;
  ended_at: string;
  coach: { name: string };
  /** The lesson's game: the group's, else its plan's, else its coach's. */
  game: LessonGame | null;
  status: LessonStatusName;
  cancellation: LessonCancellationName | null;
  /** Until when a make-up lesson may start, when this cancelled lesson gave a credit. */
  make_up_by: string | null;
  /** The credit was used: a make-up lesson is booked for this cancelled lesson. */
  make_up_booked: boolean;
}

/** `GET /api/lessons/latest`: the next lesson; spec §3 adds trial_flg, group_id and user_plan{discord_url}. */
export interface LatestLesson extends MemberLesson {
  trial_flg: 0 | 1;
  group_id: string | null;
  user_plan: { discord_url: string | null } | null;
  /** The last moment the member may cancel it (23:59:59.999 Asia/Tokyo two days before the lesson day; Premium: the day before). */
  cancel_deadline: string;
  /** Which of the two deadlines is theirs (Premium's is the day before). */
  cancel_terms: LessonCancelTermsName;
  /** Whether the member may still cancel it here (personal lesson, before the deadline). */
  cancellable: boolean;
}

/**
 * The member's standing under the terms' two-strike rule (spec §5: two no-shows or late cancellations lose further
 * lessons), per Tokyo month: this month and later ones that have a strike. Beyond spec §7, so mypage can warn.
 */
export interface LessonStanding {
  /** 'YYYY-MM', Asia/Tokyo. */
  month: string;
  /** No-shows and late cancellations counted in that month. */
  strikes: number;
  /** The second strike: the month's remaining lessons are forfeited and none can be booked in it. */
  suspended: boolean;
}

/** `GET /api/lessons/latest`: spec §7's `data`, and beside it the member's standing. */
export interface LatestLessonAnswer {
  data: LatestLesson | null;
  standings: LessonStanding[];
}

/**
 * Which cancel deadline a lesson's member has: the terms' (23:59 two days before the lesson day, spec §5), or Premium's
 * (23:59 the day before: spec §9's 'make-up of a lesson the day before', a cancellation that still earns a make-up).
 */
export const LESSON_CANCEL_TERMS = ['two-days-before', 'day-before'] as const;
export type LessonCancelTermsName = (typeof LESSON_CANCEL_TERMS)[number];

/** A cancel deadline in the member's words: 'レッスン日の2日前の23:59', or Premium's 'レッスン日の前日の23:59'. */
export const cancelDeadlineWords = (terms: LessonCancelTermsName) => (terms === 'day-before' ? 'レッスン日の前日の23:59' : 'レッスン日の2日前の23:59');

/** The refusal once that deadline has passed. */
export const cancelDeadlinePassedMessage = (terms: LessonCancelTermsName) =>
  terms === 'day-before' ? LessonMessages.cancelDeadlinePassedDayBefore : LessonMessages.cancelDeadlinePassed;

/** Why the member may not cancel a lesson still ahead: a group lesson (support's), or the terms' deadline has passed. */
export type LessonCancelRefusalName = 'group-lesson' | 'deadline-passed';

/**
 * A history item (spec §3): group (image_url, name) when it was a group lesson. Beyond the spec, so /histories can
 * act on each lesson, the server's answer per lesson: whether it is still ahead, and whether the member may cancel it.
 */
export interface LessonHistoryItem extends MemberLesson {
  group: { name: string; image_url: string | null } | null;
  /** A lesson not over yet (its end is ahead), whatever its status: /histories lists it among the coming ones. */
  upcoming: boolean;
  /** Whether the member may cancel it now (a scheduled personal lesson still ahead, before the deadline). */
  cancellable: boolean;
  /** The last moment the member may cancel it (23:59:59.999 Asia/Tokyo two days before the lesson day; Premium: the day before); null unless scheduled and ahead. */
  cancel_deadline: string | null;
  /** Which of the two deadlines is theirs (Premium's is the day before). */
  cancel_terms: LessonCancelTermsName;
  /** Why a scheduled lesson still ahead cannot be cancelled; null when it can, or when it is not scheduled and ahead. */
  cancel_refusal: LessonCancelRefusalName | null;
}

export interface LessonProgress {
  done: number;
  total: number;
}

/** `GET /api/lessons?is_group=0|1`: `{ data: LessonHistoryItem[], progress }`. */
export interface LessonHistory {
  data: LessonHistoryItem[];
  progress: { personal: LessonProgress; group: LessonProgress };
}

/** Spec §3 Group; beyond the spec its game (`GET /api/groups?game_id=` lists one game's groups). */
export interface MemberGroup {
  id: string;
  name: string;
  image_url: string | null;
  type_label: string;
  discord_url: string | null;
  game: LessonGame | null;
  users: { name: string; profile_photo_url: string | null; discord_id: string | null; group_ticket_count: number; is_leader: boolean }[];
}

/** `GET|POST /api/lessons/{id}/cancel?reason=`: the reason, required, at most 500 characters. */
export const LESSON_CANCEL_REASON_MAX = 500;

export const lessonCancelSchema = z.object({
  reason: z
    .string({ error: LessonMessages.cancelReasonRequired })
    .trim()
    .min(1, { error: LessonMessages.cancelReasonRequired })
    .max(LESSON_CANCEL_REASON_MAX, { error: LessonMessages.cancelReasonTooLong }),
});
export type LessonCancel = z.infer<typeof lessonCancelSchema>;

// ---- The karte (issue 10): the coach's note after an attended lesson, and the member's timeline. ----

export const KARTE_SKILL_LABELS: Record<KarteSkill, string> = { aim: 'エイム', movement: '立ち回り', game_sense: 'ゲーム理解', communication: 'コミュニケーション' };
export const KarteMessages = {
  workedOnRequired: '取り組んだ内容を入力してください。',
  ratingInvalid: '評価は1から5で入力してください。',
  notAttended: '出席したレッスンにのみカルテを記入できます。',
} as const;

/** `PUT /admin-api/lessons/{id}/karte`: written by the lesson's coach (or support) after an attended lesson. */
export const karteNoteSchema = z.object({
  worked_on: z.string({ error: KarteMessages.workedOnRequired }).trim().min(1, { error: KarteMessages.workedOnRequired }).max(4000),
  homework: z.string().trim().max(4000).default(''),
  ratings: z.object(
    Object.fromEntries(KARTE_SKILLS.map((s) => [s, z.number({ error: KarteMessages.ratingInvalid }).int().min(1, { error: KarteMessages.ratingInvalid }).max(5, { error: KarteMessages.ratingInvalid })])) as Record<
      KarteSkill,
      z.ZodNumber
    >,
  ),
  /** 保護者と共有: the student's linked guardians read this note in their area (issue 31, ADR 0038); not shared by default. */
  shared_with_guardian: z.boolean().default(false),
});
export type KarteNote = z.infer<typeof karteNoteSchema>;

/** `GET /api/karte`: the member's timeline, newest first. */
export interface KarteEntry {
  lesson_id: string;
  started_at: string;
  coach: { name: string };
  /** The lesson's game (beyond the spec), as on every lesson. */
  game: LessonGame | null;
  worked_on: string;
  homework: string;
  ratings: Record<KarteSkill, number>;
  written_at: string;
}
