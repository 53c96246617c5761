import type { LatestLesson } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';
import { lessonsApi } from './endpoints';

/** GET /api/lessons/latest: the member's next lesson, or null when none is scheduled. */
export async function getLatestLesson(signal?: AbortSignal): Promise<LatestLesson | null> {
  return (await http.get<{ data: LatestLesson | null }>(lessonsApi.latest, signal)).data;
}

export function useLatestLesson() {
  return useSWR<LatestLesson | null, unknown>(lessonsApi.latest, () => getLatestLesson());
}
