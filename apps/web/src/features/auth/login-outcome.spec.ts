import { decideLoginOutcome, FIRST_MYPAGE, type LoginOutcomeUser } from './login-outcome';

const member: LoginOutcomeUser = {
  email: 'taro@example.jp',
  is_verified: true,
  route: null,
  status: 'free',
  trial_reserve_url: null,
};
const RESERVE = 'https://calendar.example.jp/reserve/abc';

describe('decideLoginOutcome', () => {
  it('sends a verified member to /mypage?first=1 by default', () => {
    expect(FIRST_MYPAGE).toBe('/mypage?first=1');
    expect(decideLoginOutcome(member, {})).toEqual({ kind: 'member', to: '/mypage?first=1' });
  });

  it('sends a verified member back to the page they wanted before signing in', () => {
    expect(decideLoginOutcome(member, { beforeLoginPath: '/password/change' })).toEqual({ kind: 'member', to: '/password/change' });
    expect(decideLoginOutcome(member, { beforeLoginPath: '/payments/create?plan_id=2' })).toEqual({ kind: 'member', to: '/payments/create?plan_id=2' });
  });

  it('ignores a remembered path that leaves the site or is an auth page', () => {
    expect(decideLoginOutcome(member, { beforeLoginPath: '//evil.example' })).toEqual({ kind: 'member', to: FIRST_MYPAGE });
    expect(decideLoginOutcome(member, { beforeLoginPath: '/login' })).toEqual({ kind: 'member', to: FIRST_MYPAGE });
  });

  it('asks an unverified user to verify, whatever page they wanted', () => {
    expect(decideLoginOutcome({ ...member, is_verified: false }, { beforeLoginPath: '/mypage' })).toEqual({ kind: 'verify-email', email: 'taro@example.jp' });
  });

  describe('trial sign-in', () => {
    it('a verified member who set out to book a trial goes back to its start, wherever they signed up (issue 30)', () => {
      const intent = { game_id: 2, game_name: 'VALORANT' };
      const user = { ...member, route: 'trial', trial_reserve_url: RESERVE, trial_intent: intent };
      expect(decideLoginOutcome(user, {})).toEqual({ kind: 'member', to: '/trials/start?game_id=2' });
      expect(decideLoginOutcome(user, { from: 'trial', beforeLoginPath: '/payments' })).toEqual({ kind: 'member', to: '/trials/start?game_id=2' });
      // Not verified yet: the verification comes first.
      expect(decideLoginOutcome({ ...member, is_verified: false, trial_intent: intent }, {})).toEqual({ kind: 'verify-email', email: 'taro@example.jp' });
    });

    it('leaves for the reservation URL when from is trial', () => {
      expect(decideLoginOutcome({ ...member, trial_reserve_url: RESERVE }, { from: 'trial' })).toEqual({ kind: 'trial-reservation', url: RESERVE });
    });

    it('does so before the verification check and the remembered path (spec order)', () => {
      const user = { ...member, is_verified: false, trial_reserve_url: RESERVE };
      expect(decideLoginOutcome(user, { from: 'trial', beforeLoginPath: '/mypage' })).toEqual({ kind: 'trial-reservation', url: RESERVE });
    });

    it('leaves for it when the route is trial and the user has not paid', () => {
      expect(decideLoginOutcome({ ...member, route: 'trial', trial_reserve_url: RESERVE }, {})).toEqual({ kind: 'trial-reservation', url: RESERVE });
    });

    it('does not when the route is trial but the user has paid', () => {
      expect(decideLoginOutcome({ ...member, route: 'trial', status: 'paid', trial_reserve_url: RESERVE }, {})).toEqual({ kind: 'member', to: FIRST_MYPAGE });
    });

    it('falls through to the usual outcome when there is no reservation URL', () => {
      expect(decideLoginOutcome(member, { from: 'trial' })).toEqual({ kind: 'member', to: FIRST_MYPAGE });
      expect(decideLoginOutcome({ ...member, route: 'trial', trial_reserve_url: '  ' }, {})).toEqual({ kind: 'member', to: FIRST_MYPAGE });
    });

    it('never follows a reservation URL that is not http(s)', () => {
      expect(decideLoginOutcome({ ...member, trial_reserve_url: 'javascript:alert(1)' }, { from: 'trial' })).toEqual({ kind: 'member', to: FIRST_MYPAGE });
    });

    it('ignores other values of from', () => {
      expect(decideLoginOutcome({ ...member, trial_reserve_url: RESERVE }, { from: 'login' })).toEqual({ kind: 'member', to: FIRST_MYPAGE });
    });
  });

  describe('a guardian account (issue 31)', () => {
    const guardian = { ...member, account_kind: 'guardian' as const };

    it('goes to the guardian area, or back to it when an invitation link was remembered', () => {
      expect(decideLoginOutcome(guardian, {})).toEqual({ kind: 'member', to: '/guardian' });
      expect(decideLoginOutcome(guardian, { beforeLoginPath: '/guardian?invite=1' })).toEqual({ kind: 'member', to: '/guardian?invite=1' });
    });

    it('never to a member page it wanted before signing in', () => {
      expect(decideLoginOutcome(guardian, { beforeLoginPath: '/payments' })).toEqual({ kind: 'member', to: '/guardian' });
      expect(decideLoginOutcome(guardian, { beforeLoginPath: '/guardians' })).toEqual({ kind: 'member', to: '/guardian' });
    });
  });
});
