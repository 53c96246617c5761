import { isDomainError } from '@coaching/server-core/errors';
import { fromTokyo } from '@coaching/contracts';
import { assertBookable, assertEligible, holdExpired, holdUntil, isOffered, memberMayCancel, offerOrder, offerUntil, tokyoDayLabel, type Waiter } from './trial-rules';
import { TrialErrors } from './trials-errors';

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
  return null;
};

describe('trial eligibility (spec §6)', () => {
  it('given one trial left, not paid and a Discord login, when applying, then the member may book', () => {
    expect(refusal(() => assertEligible({ trialCount: 1, paid: false, discordLogin: true }))).toBeNull();
  });
  it('given no trial left, when applying, then it is refused as used (routing /mypage)', () => {
    expect(refusal(() => assertEligible({ trialCount: 0, paid: false, discordLogin: true }))).toBe(TrialErrors.TRIAL_USED);
  });
  it('given a paid member, when applying, then it is refused as paid (routing /mypage) even with trials left', () => {
    expect(refusal(() => assertEligible({ trialCount: 3, paid: true, discordLogin: true }))).toBe(TrialErrors.PAID_MEMBER);
  });
  it('given no Discord login, when applying, then Discord is required (routing /mypage?discord=1)', () => {
    expect(refusal(() => assertEligible({ trialCount: 1, paid: false, discordLogin: false }))).toBe(TrialErrors.DISCORD_REQUIRED);
  });
  it('given no trial left and no Discord login, when applying, then /mypage wins over the Discord step', () => {
    expect(refusal(() => assertEligible({ trialCount: 0, paid: false, discordLogin: false }))).toBe(TrialErrors.TRIAL_USED);
  });
});

describe('minimum notice and booking horizon', () => {
  const now = fromTokyo('2026-11-25 10:20');
  it('given a slot exactly three hours ahead on the hour, then it is bookable', () => {
    expect(refusal(() => assertBookable(fromTokyo('2026-11-25 14:00'), now))).toBeNull();
  });
  it('given a slot within three hours, then it is too soon', () => {
    expect(refusal(() => assertBookable(fromTokyo('2026-11-25 13:00'), now))).toBe(TrialErrors.TOO_SOON);
    expect(isOffered(fromTokyo('2026-11-25 13:00'), now)).toBe(false);
  });
  it('given a slot in the past, then it is too soon', () => {
    expect(refusal(() => assertBookable(fromTokyo('2026-11-24 14:00'), now))).toBe(TrialErrors.TOO_SOON);
  });
  it('given a slot not on the hour, then it is refused', () => {
    expect(refusal(() => assertBookable(fromTokyo('2026-11-26 14:30'), now))).toBe(TrialErrors.NOT_ON_THE_HOUR);
  });
  it('given a slot 28 days ahead, then it is bookable; one day later it is beyond the horizon', () => {
    expect(refusal(() => assertBookable(fromTokyo('2026-12-23 10:00'), now))).toBeNull();
    expect(refusal(() => assertBookable(fromTokyo('2026-12-24 10:00'), now))).toBe(TrialErrors.BEYOND_HORIZON);
  });
});

describe('member cancellation cut-off', () => {
  const startsAt = fromTokyo('2026-11-27 20:00');
  it('given 24 hours or more before the start, then the member may cancel', () => {
    expect(memberMayCancel(startsAt, fromTokyo('2026-11-26 20:00'))).toBe(true);
    expect(memberMayCancel(startsAt, fromTokyo('2026-11-25 09:00'))).toBe(true);
  });
  it('given less than 24 hours before the start, then only the school may', () => {
    expect(memberMayCancel(startsAt, fromTokyo('2026-11-26 20:01'))).toBe(false);
  });
});

describe('hold expiry', () => {
  const heldAt = fromTokyo('2026-11-25 10:00');
  it('given a hold, then it lasts five minutes', () => {
    expect(holdUntil(heldAt).toISOString()).toBe(fromTokyo('2026-11-25 10:05').toISOString());
    expect(holdExpired(holdUntil(heldAt), new Date(holdUntil(heldAt).getTime() - 1))).toBe(false);
    expect(holdExpired(holdUntil(heldAt), holdUntil(heldAt))).toBe(true);
  });
});

describe('waitlist order', () => {
  const waiter = (memberId: string, joined: string, offerTrialId: string | null = null): Waiter => ({ memberId, joinedAt: fromTokyo(joined), offerTrialId });
  it('given waiters, when a seat frees, then it is held for the earliest first', () => {
    expect(offerOrder([waiter('b', '2026-11-25 09:10'), waiter('a', '2026-11-25 09:00')]).map((w) => w.memberId)).toEqual(['a', 'b']);
  });
  it('given two waiters who joined at the same moment, then the order is still the same everywhere (by member)', () => {
    expect(offerOrder([waiter('b', '2026-11-25 09:00'), waiter('a', '2026-11-25 09:00')]).map((w) => w.memberId)).toEqual(['a', 'b']);
  });
  it('given the first waiter already holds an offered seat, when another seat frees, then it is held for the next one', () => {
    expect(offerOrder([waiter('a', '2026-11-25 09:00', 't-1'), waiter('b', '2026-11-25 09:10')]).map((w) => w.memberId)).toEqual(['b']);
  });
  it('given nobody waits (or every waiter holds an offer), then the seat goes back to everyone', () => {
    expect(offerOrder([])).toEqual([]);
    expect(offerOrder([waiter('a', '2026-11-25 09:00', 't-1')])).toEqual([]);
  });
  it('given an offer, then the waiter has 30 minutes to confirm it', () => {
    expect(offerUntil(fromTokyo('2026-11-25 12:00')).toISOString()).toBe(fromTokyo('2026-11-25 12:30').toISOString());
    expect(offerUntil(fromTokyo('2026-11-25 12:00'), 90).getTime()).toBe(fromTokyo('2026-11-25 12:01').getTime() + 30_000);
  });
});

describe('the schedule’s columns', () => {
  it('names a Tokyo date by its weekday and month/day', () => {
    expect(tokyoDayLabel('2026-11-25')).toEqual({ week: '水', date: '11/25' });
    expect(tokyoDayLabel('2027-01-03')).toEqual({ week: '日', date: '1/3' });
  });
});
