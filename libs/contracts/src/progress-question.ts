import { z } from 'zod';

// ---- The monthly 「今月、上達を実感できましたか？」 (issue 29) and the figures the back office reads from it. ----
// A paying member answers it once per Tokyo month per course (はい / いいえ and an optional comment), from their first
// attended lesson of that month on, and may change the answer until the month ends. The school's claims (100 % satisfied
// with 1:1 lessons, 92.9 % felt they improved) are measured from these answers and the lesson ratings, per coach and month.

export const PROGRESS_QUESTION = '今月、上達を実感できましたか？';
export const PROGRESS_COMMENT_MAX = 400;

export const ProgressQuestionMessages = {
  answerRequired: '「はい」か「いいえ」を選んでください。',
  commentTooLong: `コメントは${PROGRESS_COMMENT_MAX}文字以内で入力してください。`,
  noCourse: '受講中のコースがないため回答できません。',
  noFinishedLesson: '今月のレッスンを受講した後に回答できます。',
  answered: '回答ありがとうございました。',
  changed: '回答を更新しました。',
} as const;

const noCourse = { error: ProgressQuestionMessages.noCourse };
const courseId = (number: z.ZodNumber) => number.int(noCourse).positive(noCourse).optional();

/** `GET /api/lessons/progress-question?game_id=`: the course mypage shows (else the member's current course). */
export const progressCourseQuerySchema = z.object({ game_id: courseId(z.coerce.number(noCourse)) });

/** `PUT /api/lessons/progress-question`: the answer for this Tokyo month, of the course given (else the member's current course). */
export const progressAnswerSchema = z.object({
  improved: z.boolean({ error: ProgressQuestionMessages.answerRequired }),
  comment: z.string({ error: ProgressQuestionMessages.commentTooLong }).trim().max(PROGRESS_COMMENT_MAX, { error: ProgressQuestionMessages.commentTooLong }).default(''),
  game_id: courseId(z.number(noCourse)),
});
export type ProgressAnswerInput = z.input<typeof progressAnswerSchema>;

export interface ProgressAnswer {
  improved: boolean;
  comment: string;
  answered_at: string;
  updated_at: string;
}

/**
 * `GET /api/lessons/progress-question?game_id=`: this Tokyo month's question for the course (null without a running plan
 * in it). `eligible` once the member attended a lesson of the course this month; `answer` once answered (editable until
 * the month ends).
 */
export interface ProgressQuestion {
  month: string;
  game_id: number;
  eligible: boolean;
  answer: ProgressAnswer | null;
}

/** A share of a count: `part / n` (0 to 1), null when there is nothing to share (so 0 of 0 is never shown as 0 % or 100 %). */
export const shareOf = (part: number, n: number): number | null => (n > 0 ? part / n : null);

/** A share as the back office writes it: 「92.9%」, or 「—」 for none. One decimal. */
export const percentText = (share: number | null): string => (share === null ? '—' : `${(Math.round(share * 1000) / 10).toFixed(1)}%`);

/** Ratings that count as satisfied (満足度): four or five stars. */
export const SATISFIED_FROM_SCORE = 4;
