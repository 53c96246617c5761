import type { MemberLessonRating, MemberRatingInput } from '@coaching/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ensureCsrfCookie, http } from '../../../lib/http';
import { lessonsApi } from './endpoints';

// The member's own ratings of their lessons (issue 29): not the karte's skill marks, which are the coach's.

const RATINGS = '/api/lessons/ratings';
const ratingOf = (lessonId: string) => `${lessonsApi.history(false).split('?')[0]}/${encodeURIComponent(lessonId)}/rating`;

/** GET /api/lessons/ratings: every lesson the member rated, with whether it may still be changed. */
export function useMemberRatings() {
  return useSWR<MemberLessonRating[], unknown>(RATINGS, async () => (await http.get<{ data: MemberLessonRating[] }>(RATINGS)).data);
}

/** PUT /api/lessons/{id}/rating `{ score, comment }` → the rating and the server's message; 422/404 with the reason in Japanese. */
export function useRateLesson() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (lessonId: string, input: MemberRatingInput): Promise<{ data: MemberLessonRating; message: string }> => {
      await ensureCsrfCookie();
      const answer = await http.put<{ data: MemberLessonRating; message: string }>(ratingOf(lessonId), input);
      await mutate(RATINGS);
      return answer;
    },
    [mutate],
  );
}
