import { type CurrentUser, TRIAL_GAMES, trialRedirect } from '@coaching/contracts';

/** Where a member stands on the free trial's way in (issue 30), which the trial's start shows. */
export type TrialWayIn =
  /** Not signed in: choose the game, then sign up or sign in. */
  | { kind: 'visitor' }
  /** Signed up by e-mail, the address not proven yet. */
  | { kind: 'verify-email'; email: string }
  /** Signed in, but not through Discord (the trial needs it, spec §6). */
  | { kind: 'connect-discord' }
  /** Everything done: the booking itself. */
  | { kind: 'ready' }
  /** No trial to book (none left, or paying): /mypage. */
  | { kind: 'closed' };

export function trialWayIn(me: CurrentUser | null): TrialWayIn {
  if (!me) return { kind: 'visitor' };
  if (!me.is_verified) return { kind: 'verify-email', email: me.email };
  const redirect = trialRedirect(me);
  if (redirect === '/mypage') return { kind: 'closed' };
  return redirect ? { kind: 'connect-discord' } : { kind: 'ready' };
}

/** The trial game of `value` (a query's `game_id`), or null. */
export const trialGameOf = (value: string | number | null | undefined): number | null => TRIAL_GAMES.find((g) => String(g.id) === String(value ?? ''))?.id ?? null;
