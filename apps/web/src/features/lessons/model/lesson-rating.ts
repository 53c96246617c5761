import { ratingEditableUntil, type LessonHistoryItem, type MemberLessonRating } from '@coaching/contracts';

/**
 * What /histories offers for a lesson (issue 29): nothing (not an attended personal lesson that ended), the button to
 * rate it, its rating with 編集 while the seven days last, or its rating alone once locked.
 */
export type LessonRatingState = { kind: 'none' } | { kind: 'open' } | { kind: 'rated'; rating: MemberLessonRating; editable: boolean };

export function lessonRatingState(lesson: Pick<LessonHistoryItem, 'status' | 'group' | 'started_at' | 'ended_at'>, rating: MemberLessonRating | undefined, now = new Date()): LessonRatingState {
  if (rating) return { kind: 'rated', rating, editable: rating.editable && now <= new Date(rating.editable_until) };
  if (lesson.status !== 'attended' || lesson.group || new Date(lesson.ended_at) > now) return { kind: 'none' };
  return now <= ratingEditableUntil(new Date(lesson.started_at)) ? { kind: 'open' } : { kind: 'none' };
}

/** The stars as text, for where a picture would be lost (a list read aloud): 「★★★★☆（4）」. */
export const starsText = (score: number) => `${'★'.repeat(score)}${'☆'.repeat(5 - score)}`;
