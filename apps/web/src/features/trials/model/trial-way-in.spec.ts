import type { CurrentUser } from '@coaching/contracts';
import { trialGameOf, trialWayIn } from './trial-way-in';

const me = (over: Partial<CurrentUser>) => ({ email: 'hanako@example.jp', is_verified: true, trial_count: 1, status: 'registered', is_discord_login: false, ...over }) as CurrentUser;

describe("the trial's way in", () => {
  it('a visitor signs up first; a member not verified proves the address; then Discord; then the booking', () => {
    expect(trialWayIn(null)).toEqual({ kind: 'visitor' });
    expect(trialWayIn(me({ is_verified: false }))).toEqual({ kind: 'verify-email', email: 'hanako@example.jp' });
    expect(trialWayIn(me({}))).toEqual({ kind: 'connect-discord' });
    expect(trialWayIn(me({ is_discord_login: true }))).toEqual({ kind: 'ready' });
  });

  it('is closed to a member with no trial left or paying (spec §6)', () => {
    expect(trialWayIn(me({ trial_count: 0, is_discord_login: true }))).toEqual({ kind: 'closed' });
    expect(trialWayIn(me({ status: 'paid' }))).toEqual({ kind: 'closed' });
  });

  it('reads only a trial game from the query', () => {
    expect(trialGameOf('2')).toBe(2);
    expect(trialGameOf(1)).toBe(1);
    expect(trialGameOf('3')).toBeNull();
    expect(trialGameOf(null)).toBeNull();
  });
});
