import type { MemberLesson } from '@coaching/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ensureCsrfCookie, http } from '../../../lib/http';
import { isLessonKey, lessonsApi } from './endpoints';

/**
 * POST /api/lessons/{id}/cancel `{ reason }` → `{ data: MemberLesson }`. 422 `{ message, errors: { reason } }`
 * when it may not be cancelled (the deadline has passed, a group lesson, the reason missing).
 */
export async function cancelLesson(lessonId: string, reason: string): Promise<MemberLesson> {
  await ensureCsrfCookie();
  return (await http.post<{ data: MemberLesson }>(lessonsApi.cancel(lessonId), { reason })).data;
}

/** Cancels a lesson, then reads every lesson view again (the next lesson, the histories, the karte). */
export function useCancelLesson() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (lessonId: string, reason: string): Promise<MemberLesson> => {
      try {
        return await cancelLesson(lessonId, reason);
      } finally {
        void mutate(isLessonKey);
      }
    },
    [mutate],
  );
}
