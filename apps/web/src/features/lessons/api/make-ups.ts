import type { MakeUpBooked, MakeUpCredit, MakeUpCreditsAnswer, MemberLesson } from '@coaching/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ensureCsrfCookie, http } from '../../../lib/http';
import { isLessonKey } from './endpoints';

// Make-ups the member books themselves (issue 29). The key starts with /api/lessons, so a cancellation (which gives a
// credit) and a booking (which uses one) read it again with every other lesson view.

export const makeUpsApi = {
  list: '/api/lessons/make-ups',
  book: (lessonId: string) => `/api/lessons/make-ups/${encodeURIComponent(lessonId)}/book`,
} as const;

/** GET /api/lessons/make-ups: the member's unused credits, each with the free hours of their coach until its deadline. */
export async function getMakeUps(signal?: AbortSignal): Promise<MakeUpCredit[]> {
  return (await http.get<MakeUpCreditsAnswer>(makeUpsApi.list, signal)).data ?? [];
}

/** One request however many lessons of the page ask (SWR shares the key). */
export function useMakeUps() {
  return useSWR<MakeUpCredit[], unknown>(makeUpsApi.list, () => getMakeUps());
}

/** POST /api/lessons/make-ups/{lesson_id}/book `{ starts_at }` → the new lesson (201); 409/422/404 with the reason. */
export async function bookMakeUp(lessonId: string, startsAt: string): Promise<MakeUpBooked> {
  await ensureCsrfCookie();
  return http.post<MakeUpBooked>(makeUpsApi.book(lessonId), { starts_at: startsAt });
}

/** Books a make-up, then reads every lesson view again (the histories, the next lesson, the credits) whatever came of it. */
export function useBookMakeUp() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (lessonId: string, startsAt: string): Promise<{ lesson: MemberLesson; message: string }> => {
      try {
        const answer = await bookMakeUp(lessonId, startsAt);
        return { lesson: answer.data, message: answer.message };
      } finally {
        void mutate(isLessonKey);
      }
    },
    [mutate],
  );
}
