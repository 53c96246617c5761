import type { CurrentUser } from '@coaching/contracts';

export type DiscordCopyUser = Pick<CurrentUser, 'trial_count' | 'status' | 'current_plan'>;

/** Spec §2: a member may still book a free trial with a trial left and not paid (the sidebar's /trials rule). */
export const canBookTrial = (me: Pick<CurrentUser, 'trial_count' | 'status'>): boolean => me.trial_count > 0 && me.status !== 'paid';

export interface DiscordCopy {
  /** 'trial': Discord is what the free trial needs; 'member': what Discord is for at the school. */
  kind: 'trial' | 'member';
  /** Why to connect, for a member not linked yet. */
  reason: string;
  /** The current course's community server (its game's discord_url, a web address), when there is one. */
  community: { game: string; url: string } | null;
}

export const DISCORD_TRIAL_REASON = '無料体験レッスンの受講には、Discord連携（Discordでのログイン）が必要です。';
export const DISCORD_MEMBER_REASON = 'レッスンのご案内やお知らせ、コーチ・受講生との交流は、Discordのコミュニティサーバーで行います。連携すると、Discordでもログインできます。';

/**
 * Mypage's Discord section (spec §2) says Discord login is needed for a free trial: right for a member who can
 * still book one; a paying member, or one with no trial left, reads what Discord is for at the school instead
 * (issue 29), with the course's community server when its game has one.
 */
export function discordCopy(me: DiscordCopyUser): DiscordCopy {
  const url = me.current_plan?.plan.game.discord_url?.trim();
  const community = url && /^https?:\/\//i.test(url) ? { game: me.current_plan!.plan.game.name, url } : null;
  if (canBookTrial(me)) return { kind: 'trial', reason: DISCORD_TRIAL_REASON, community };
  const reason = community
    ? `${community.game}のコミュニティサーバーで、レッスンのご案内やお知らせ、コーチ・受講生との交流を行います。連携すると、Discordでもログインできます。`
    : DISCORD_MEMBER_REASON;
  return { kind: 'member', reason, community };
}
