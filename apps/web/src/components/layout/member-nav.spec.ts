import type { CurrentUser } from '@coaching/contracts';
import { memberDisplayName, memberName } from '../../features/auth/member-name';
import { activeNavHref, memberCourses, memberNavItems, type MemberNavUser } from './member-nav';

const plan = (discordUrl: string | null): CurrentUser['current_plan'] => ({
  plan: { name: 'スタンダード', lesson_type: 'online', game: { id: 2, name: 'VALORANT', discord_url: discordUrl } },
  embed: null,
  chart_url: null,
});

const base: MemberNavUser = { trial_count: 0, status: 'free', current_plan: null, game_users: [] };
const labels = (me: MemberNavUser) => memberNavItems(me).map((item) => item.label);

describe('memberNavItems', () => {
  it('lists the fixed items in the order of spec §2', () => {
    expect(labels(base)).toEqual(['TOP', 'レッスン予定・受講履歴', 'お支払い管理', 'パスワード変更', 'Discord連携', '保護者の連携', '新規申し込み']);
    expect(memberNavItems(base).map((item) => item.href)).toEqual(['/mypage', '/histories', '/payments/history', '/password/change', '/discord', '/guardians', '/payments']);
  });

  it('leads every item to a page (none to a 404): the lesson schedule always, the free trial with trials left', () => {
    const items = memberNavItems({ ...base, trial_count: 1, status: 'free' });
    expect(items.map((item) => item.label)).toEqual(['TOP', 'レッスン予定・受講履歴', 'お支払い管理', 'パスワード変更', 'Discord連携', '保護者の連携', '無料体験', '新規申し込み']);
    expect(items.map((item) => item.href)).toEqual(['/mypage', '/histories', '/payments/history', '/password/change', '/discord', '/guardians', '/trials', '/payments']);
  });

  it('offers the free trial only with trials left and not paid', () => {
    expect(labels({ ...base, trial_count: 1 })).toContain('無料体験');
    expect(labels({ ...base, trial_count: 1 }).indexOf('無料体験')).toBe(6);
    expect(labels({ ...base, trial_count: 0 })).not.toContain('無料体験');
    expect(labels({ ...base, trial_count: 2, status: 'paid' })).not.toContain('無料体験');
  });

  it("links the community server of the current plan's game, as an external link", () => {
    const items = memberNavItems({ ...base, current_plan: plan('https://discord.gg/valorant') });
    expect(items.at(-1)).toEqual({ label: 'コミュニティ', href: 'https://discord.gg/valorant', icon: 'community', external: true });
    expect(labels({ ...base, current_plan: plan(null) })).not.toContain('コミュニティ');
    expect(labels({ ...base, current_plan: plan('javascript:alert(1)') })).not.toContain('コミュニティ');
  });
});

describe('activeNavHref', () => {
  const items = memberNavItems({ ...base, trial_count: 1, current_plan: plan('https://discord.gg/x') });

  it.each([
    ['/mypage', '/mypage'],
    ['/payments/history', '/payments/history'],
    ['/payments/create', '/payments'],
    ['/payments', '/payments'],
    ['/password/change', '/password/change'],
    ['/trials', '/trials'],
  ])('%s highlights %s', (pathname, href) => {
    expect(activeNavHref(pathname, items)).toBe(href);
  });

  it('highlights nothing for pages outside the menu, and never on a prefix that is not a path segment', () => {
    expect(activeNavHref('/news/3', items)).toBeUndefined();
    expect(activeNavHref('/mypages', items)).toBeUndefined();
  });
});

describe('memberCourses', () => {
  it('leaves out legacy games and keeps the selection', () => {
    const game_users: CurrentUser['game_users'] = [
      { game_id: 1, is_selected: false, game: { name: 'APEX LEGENDS', is_legacy: false, discord_url: null } },
      { game_id: 3, is_selected: false, game: { name: 'OLD GAME', is_legacy: true, discord_url: null } },
      { game_id: 2, is_selected: true, game: { name: 'VALORANT', is_legacy: false, discord_url: null } },
    ];
    expect(memberCourses({ game_users })).toEqual([
      { gameId: 1, name: 'APEX LEGENDS', selected: false },
      { gameId: 2, name: 'VALORANT', selected: true },
    ]);
  });
});

describe('memberDisplayName', () => {
  const me = { last_name: '山田', first_name: '太郎', name: 'taro', email: 'taro@example.jp' };

  it('is last name then first name', () => {
    expect(memberDisplayName(me)).toBe('山田 太郎');
  });

  it('falls back to the account name, then the e-mail', () => {
    expect(memberDisplayName({ ...me, last_name: null, first_name: ' ' })).toBe('taro');
    expect(memberDisplayName({ ...me, last_name: null, first_name: null, name: null })).toBe('taro@example.jp');
  });
});

describe('memberName', () => {
  it('is the name, or null for a member who has none yet (never the e-mail: the greeting asks for the profile instead)', () => {
    expect(memberName({ last_name: '山田', first_name: '太郎', name: null })).toBe('山田 太郎');
    expect(memberName({ last_name: null, first_name: null, name: 'taro' })).toBe('taro');
    expect(memberName({ last_name: ' ', first_name: null, name: null })).toBeNull();
  });
});
