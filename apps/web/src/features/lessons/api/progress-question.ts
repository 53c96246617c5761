import type { ProgressAnswerInput, ProgressQuestion } from '@coaching/contracts';
import { useCallback } from 'react';
import useSWR from 'swr';
import { ensureCsrfCookie, http } from '../../../lib/http';
import { lessonsApi } from './endpoints';

// The monthly 「今月、上達を実感できましたか？」 (issue 29): mypage's card reads it for the course it shows, like the coach card.

/** `GET /api/lessons/progress-question?game_id=`: keyed by the course, so switching course reads that course's question. */
export const progressQuestionKey = (gameId?: number) => (gameId === undefined ? lessonsApi.progressQuestion : `${lessonsApi.progressQuestion}?game_id=${encodeURIComponent(String(gameId))}`);

export function useProgressQuestion(gameId?: number) {
  const swr = useSWR<ProgressQuestion | null, unknown>(progressQuestionKey(gameId), async (key: string) => (await http.get<{ data: ProgressQuestion | null }>(key)).data);
  const { mutate } = swr;
  /** `PUT`: the answer (or its change); the card shows the server's answer at once. Rejects with the server's refusal. */
  const answer = useCallback(
    async (input: ProgressAnswerInput): Promise<string> => {
      await ensureCsrfCookie();
      const res = await http.put<{ data: ProgressQuestion; message: string }>(lessonsApi.progressQuestion, { ...input, game_id: gameId });
      await mutate(res.data, { revalidate: false });
      return res.message;
    },
    [gameId, mutate],
  );
  return { ...swr, answer };
}
