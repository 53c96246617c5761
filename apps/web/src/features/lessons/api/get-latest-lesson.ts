import type { LatestLessonAnswer } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';
import { latestLessonKey } from '../model/course-lessons';

/**
 * GET /api/lessons/latest: the member's next lesson (null when none is scheduled) and their standing under the terms;
 * with `gameId`, the next lesson of that course (the one mypage shows).
 */
export async function getLatestLesson(signal?: AbortSignal, gameId?: number): Promise<LatestLessonAnswer> {
  const answer = await http.get<Partial<LatestLessonAnswer>>(latestLessonKey(gameId), signal);
  return { data: answer.data ?? null, standings: answer.standings ?? [] };
}

export function useLatestLesson(gameId?: number) {
  return useSWR<LatestLessonAnswer, unknown>(latestLessonKey(gameId), () => getLatestLesson(undefined, gameId));
}
