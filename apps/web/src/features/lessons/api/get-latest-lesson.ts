import type { LatestLessonAnswer } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';
import { lessonsApi } from './endpoints';

/** GET /api/lessons/latest: the member's next lesson (null when none is scheduled) and their standing under the terms. */
export async function getLatestLesson(signal?: AbortSignal): Promise<LatestLessonAnswer> {
  const answer = await http.get<Partial<LatestLessonAnswer>>(lessonsApi.latest, signal);
  return { data: answer.data ?? null, standings: answer.standings ?? [] };
}

export function useLatestLesson() {
  return useSWR<LatestLessonAnswer, unknown>(lessonsApi.latest, () => getLatestLesson());
}
