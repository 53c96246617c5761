import type { LessonHistory } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';
import { lessonsApi } from './endpoints';

/** GET /api/lessons?is_group=0|1: the personal or group lessons, and the progress of both. */
export async function getLessonHistory(group: boolean, signal?: AbortSignal): Promise<LessonHistory> {
  return http.get<LessonHistory>(lessonsApi.history(group), signal);
}

export function useLessonHistory(group: boolean) {
  return useSWR<LessonHistory, unknown>(lessonsApi.history(group), () => getLessonHistory(group));
}
