import type { EntityManager } from '@mikro-orm/postgresql';
import { TRIAL_GAME_IDS } from '@coaching/contracts';
import { type EventStore, sql } from '@coaching/server-core';
import { recordAccountChange } from './account-changes';

/** Spec §3 `trial_reserve_url`: our own trial page with the game chosen; null for a game that offers no trial. */
export function trialReserveUrl(appUrl: string, gameId: unknown): string | null {
  const id = Number(gameId);
  return (TRIAL_GAME_IDS as readonly number[]).includes(id) ? `${appUrl.replace(/\/$/, '')}/trials?game_id=${id}` : null;
}

/**
 * A member arrived from a trial link (`from=trial&game_id=`, the half-day cookie through sign-up, sign-in or
 * Discord): their route becomes 'trial' and their reservation URL the trial page of that game (spec §3, §4),
 * so the login outcome and /mypage send them there. Answers the URL, or null when the game offers no trial.
 */
export async function rememberTrialContext(em: EntityManager, store: EventStore, userId: string, appUrl: string, gameId: unknown): Promise<string | null> {
  const url = trialReserveUrl(appUrl, gameId);
  if (!url) return null;
  await em.transactional(async (tx) => {
    await sql(tx, "update users set route = 'trial', trial_reserve_url = ? where id = ?", [url, userId]);
    await recordTrialIntent(tx, userId, Number(gameId));
    await recordAccountChange(store, tx, userId, 'trial-context');
  });
  return url;
}

/**
 * The member means to book a free trial of `gameId` (issue 30): kept with the account, so the intent survives the
 * verification mail opened in another browser and the Discord connection, until the trial is booked
 * (`ForgetTrialIntentCommand`) or it lapses (`TRIAL_INTENT_DAYS`). A later trial link replaces the game and the clock.
 */
export async function recordTrialIntent(tx: EntityManager, userId: string, gameId: number): Promise<void> {
  await sql(
    tx,
    'insert into trial_intents (member_id, game_id, recorded_at) values (?, ?, now()) on conflict (member_id) do update set game_id = excluded.game_id, recorded_at = excluded.recorded_at',
    [userId, gameId],
  );
}
