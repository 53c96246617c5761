import { TRIAL_GAMES } from './trials';

// The free trial's way in (issue 30): what a visitor chose on the trial's start is kept with their account through the
// e-mail sign-up, the verification (in this or another browser) and the Discord connection, and where each step leads
// back to; and, once booked, adding the trial to a calendar.

/** An intent older than this is read as abandoned: the member is no longer led back to the booking. */
export const TRIAL_INTENT_DAYS = 14;

/** `GET /api/me` `trial_intent`: the member means to book a free trial of this game (null when not, or no longer). */
export interface TrialIntent {
  game_id: number;
  game_name: string;
}

/** The intent as `GET /api/me` shows it: kept, recent, with a trial left to use and not paid; else null. */
export function activeTrialIntent(
  intent: { gameId: number; recordedAt: string } | null | undefined,
  member: { trialCount: number; paid: boolean },
  now: Date,
): TrialIntent | null {
  if (!intent || member.trialCount < 1 || member.paid) return null;
  if (now.getTime() - Date.parse(intent.recordedAt) > TRIAL_INTENT_DAYS * 24 * 3600 * 1000) return null;
  const game = TRIAL_GAMES.find((g) => g.id === intent.gameId);
  return game ? { game_id: game.id, game_name: game.name } : null;
}

export const TrialFunnelMessages = {
  /** The verification link opened where the member is already signed in: nothing more to do than go on. */
  verifiedSignedIn: 'メールアドレスを認証しました。',
  continueBooking: '続けて無料体験を予約する',
} as const;

/** The public start of the trial (the hub a visitor or a member in the middle of the way in lands on), for a game. */
export const trialStartPath = (gameId?: number | null) => `/trials/start${gameId ? `?game_id=${gameId}` : ''}`;

/** A trial as a calendar shows it. */
export interface TrialCalendarEntry {
  title: string;
  startsAt: string | Date;
  endsAt: string | Date;
  details: string;
}

const utcStamp = (at: string | Date) => new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Google Calendar's "add event" link (the `render?action=TEMPLATE` form), times in UTC. */
export function googleCalendarUrl({ title, startsAt, endsAt, details }: TrialCalendarEntry): string {
  const params = new URLSearchParams({ action: 'TEMPLATE', text: title, dates: `${utcStamp(startsAt)}/${utcStamp(endsAt)}`, details, ctz: 'Asia/Tokyo' });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The title a calendar gives a booked trial: 無料体験レッスン（VALORANT）. */
export const trialCalendarTitle = (gameName: string) => `無料体験レッスン（${gameName}）`;

/** What a trial's calendar entry says besides its title: the coach, where it takes place, the member's page. */
export function trialCalendarDetails(trial: { coach: { name: string } | null; game: { discord_url: string | null } }, mypageUrl: string): string {
  return [
    trial.coach ? `担当コーチ：${trial.coach.name}` : null,
    trial.game.discord_url ? `体験レッスンはDiscordサーバーで行います：${trial.game.discord_url}` : '体験レッスンはDiscordサーバーで行います。',
    `ご予約の確認・キャンセル：${mypageUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
}
