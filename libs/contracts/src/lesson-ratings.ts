import { z } from 'zod';
import { endOfTokyoDate, shiftTokyoDate, tokyoDate } from './tokyo-calendar';

// ---- The member's rating of a lesson (issue 29): 1 to 5 stars and a comment, after an attended lesson. ----
// Not the karte's `ratings`, which are the coach's marks of the student's skills: this is the student's mark of the lesson.

export const MEMBER_RATING_COMMENT_MAX = 500;
/** How long after the lesson day (Asia/Tokyo) the member may still rate or change their rating. */
export const MEMBER_RATING_EDIT_DAYS = 7;

/** The last moment the member may rate or re-rate a lesson: the end of the seventh Tokyo day after the lesson day. */
export const ratingEditableUntil = (startsAt: Date): Date => endOfTokyoDate(shiftTokyoDate(tokyoDate(startsAt), MEMBER_RATING_EDIT_DAYS));

export const MemberRatingMessages = {
  scoreInvalid: '評価は星1つから5つで選んでください。',
  commentTooLong: `コメントは${MEMBER_RATING_COMMENT_MAX}文字以内で入力してください。`,
  notAttended: '受講したレッスンのみ評価できます。',
  notEnded: 'レッスンの終了後に評価できます。',
  locked: '評価できる期間（レッスン日から7日間）を過ぎています。',
  groupLesson: 'グループレッスンは評価できません。',
  rated: 'レッスンを評価しました。',
  changed: '評価を更新しました。',
} as const;

/** `PUT /api/lessons/{id}/rating`: the member rates (or re-rates) their attended lesson. */
export const memberRatingSchema = z.object({
  score: z.number({ error: MemberRatingMessages.scoreInvalid }).int({ error: MemberRatingMessages.scoreInvalid }).min(1, { error: MemberRatingMessages.scoreInvalid }).max(5, { error: MemberRatingMessages.scoreInvalid }),
  comment: z.string({ error: MemberRatingMessages.commentTooLong }).trim().max(MEMBER_RATING_COMMENT_MAX, { error: MemberRatingMessages.commentTooLong }).default(''),
});
export type MemberRatingInput = z.infer<typeof memberRatingSchema>;

/** The member's rating of one lesson, as `GET /api/lessons/ratings` lists them and the PUT answers. */
export interface MemberLessonRating {
  lesson_id: string;
  score: number;
  comment: string;
  rated_at: string;
  updated_at: string;
  /** The last moment it may be changed (23:59:59.999 Asia/Tokyo, seven days after the lesson day). */
  editable_until: string;
  editable: boolean;
}

/**
 * `GET /admin-api/coaches/{id}/member-ratings`: per Tokyo month, the members' ratings of the coach's lessons (the month of
 * the lesson) and the coach's members' answers to the monthly 「今月、上達を実感できましたか？」 (the month answered).
 */
export interface CoachMemberRatingMonth {
  month: string;
  /** Lessons rated. */
  count: number;
  /** Rounded to two decimals; null in a month with answers but no rating. */
  average: number | null;
  /** How many ratings gave each star count, 1 to 5. */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
  /** 満足度: ratings of four or five stars, of `count`; `rate` 0 to 1, null when nothing was rated. */
  satisfaction: { satisfied: number; n: number; rate: number | null };
  /** 上達実感: the members' 「はい」 among their answers that month; `rate` 0 to 1, null without answers. */
  progress: { yes: number; n: number; rate: number | null };
}
