import { type AdminTrial, TRIAL_GAMES, type TrialStatusName } from '@coaching/contracts';

// The trial calendar's events: which trials it shows and how each is titled and coloured.

/** Holds that lapsed or were let go took no seat: the calendar leaves them out (the list keeps them). */
const SHOWN: ReadonlySet<TrialStatusName> = new Set(['held', 'booked', 'attended', 'no_show', 'cancelled']);

export const TRIAL_EVENT_COLORS: Record<'held' | 'booked' | 'attended' | 'no_show' | 'cancelled', { bg: string; fg: string; border: string; dashed?: boolean }> = {
  held: { bg: '#e8f1fd', fg: '#0b4a8b', border: '#0288d1', dashed: true },
  booked: { bg: '#3451d1', fg: '#fff', border: '#243aa3' },
  attended: { bg: '#15744b', fg: '#fff', border: '#0f5a3a' },
  no_show: { bg: '#fff4e5', fg: '#8a4b00', border: '#ed6c02' },
  cancelled: { bg: '#eceef3', fg: '#6b7183', border: '#c5c9d3' },
};

export interface TrialEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resource: AdminTrial & { status: keyof typeof TRIAL_EVENT_COLORS };
}

export const trialGameName = (id: number) => TRIAL_GAMES.find((g) => g.id === id)?.name ?? String(id);

/**
 * Trials as calendar events: the member, then the game and coach where the filters leave them open; a seat
 * held for a waiter (空きが出たら通知) says so.
 */
export function trialEvents(trials: readonly AdminTrial[], show: { game: boolean; coach: boolean }): TrialEvent[] {
  return trials
    .filter((t): t is TrialEvent['resource'] => SHOWN.has(t.status))
    .map((trial) => {
      const details = [show.game ? trialGameName(trial.game_id) : null, show.coach ? trial.coach_name : null].filter((d): d is string => !!d);
      const marker = trial.status === 'held' ? (trial.offer ? '［空き待ち案内中］' : '［仮押さえ］') : '';
      return {
        id: trial.id,
        title: `${marker}${trial.member_name}${details.length ? `（${details.join('・')}）` : ''}`,
        start: new Date(trial.started_at),
        end: new Date(trial.ended_at),
        resource: trial,
      };
    });
}
