import type { CurrentUser } from '@coaching/contracts';
import { canBookTrial, discordCopy, DISCORD_MEMBER_REASON, DISCORD_TRIAL_REASON, type DiscordCopyUser } from './discord-copy';

const plan = (discord_url: string | null) =>
  ({ plan: { name: '月4回プラン', lesson_type: 'online', game: { name: 'VALORANT', discord_url } } }) as unknown as CurrentUser['current_plan'];
const member = (over: Partial<DiscordCopyUser>): DiscordCopyUser => ({ trial_count: 1, status: null, current_plan: null, ...over });

describe('the Discord section copy', () => {
  it('a member with a trial left and not paid reads that the free trial needs Discord', () => {
    const copy = discordCopy(member({ trial_count: 1 }));
    expect(copy).toEqual({ kind: 'trial', reason: DISCORD_TRIAL_REASON, community: null });
    expect(canBookTrial(member({ trial_count: 2 }))).toBe(true);
  });

  it('a paying member reads what Discord is for: the course community server, when its game has one', () => {
    const copy = discordCopy(member({ trial_count: 1, status: 'paid', current_plan: plan(' https://discord.gg/valorant ') }));
    expect(copy.kind).toBe('member');
    expect(copy.reason).toContain('VALORANTのコミュニティサーバー');
    expect(copy.reason).not.toContain('無料体験');
    expect(copy.community).toEqual({ game: 'VALORANT', url: 'https://discord.gg/valorant' });
    expect(canBookTrial(member({ status: 'paid' }))).toBe(false);
  });

  it('a paying member whose game has no (usable) server link reads the general purpose', () => {
    for (const url of [null, '', 'javascript:alert(1)']) {
      expect(discordCopy(member({ status: 'paid', current_plan: plan(url) }))).toEqual({ kind: 'member', reason: DISCORD_MEMBER_REASON, community: null });
    }
  });

  it('a member with no trial left reads no trial copy either', () => {
    const copy = discordCopy(member({ trial_count: 0 }));
    expect(copy.kind).toBe('member');
    expect(copy.reason).not.toContain('無料体験');
  });
});
