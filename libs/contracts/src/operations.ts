// The back office's view of work the worker could not finish: reactions parked after their last attempt.

/** `GET /admin-api/parked-reactions`: one reactor that failed on one event every time it was tried. */
export interface ParkedReactionDto {
  /** `<event id>.<reactor>`: the pair is what was parked. */
  id: string;
  reactor: string;
  event_id: string;
  event_type: string | null;
  stream_id: string | null;
  error: string;
  attempts: number;
  parked_at: string;
  /** Set when a later try succeeded (a replay, or a retry already queued). */
  resolved_at: string | null;
  /** Set when an operator asked for another try. */
  replayed_at: string | null;
}

export const PARKED_REACTION_SORT_FIELDS = ['parked_at', 'reactor', 'attempts'] as const;

export const OperationsMessages = {
  replayQueued: 'もう一度実行するよう登録しました。',
  parkedReactionNotFound: '停止中の処理が見つかりませんでした。',
} as const;
