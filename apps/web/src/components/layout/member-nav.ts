import type { CurrentUser } from '@coaching/contracts';
import { memberPaths } from '../../config/paths';

export type MemberNavIcon = 'top' | 'histories' | 'payments-history' | 'password' | 'discord' | 'guardians' | 'trial' | 'apply' | 'community';

/** The one name of /histories: the sidebar's item, the page's heading and the document title. */
export const LESSONS_PAGE_TITLE = 'レッスン予定・受講履歴';

export interface MemberNavItem {
  label: string;
  href: string;
  icon: MemberNavIcon;
  /** Another site (the game's community server): a new tab. */
  external?: boolean;
}

export type MemberNavUser = Pick<CurrentUser, 'trial_count' | 'status' | 'current_plan' | 'game_users'>;

/** Spec §2 "Member sidebar", in display order; logout is a button after these. */
export function memberNavItems(me: MemberNavUser): MemberNavItem[] {
  const items: MemberNavItem[] = [
    { label: 'TOP', href: memberPaths.mypage, icon: 'top' },
    { label: LESSONS_PAGE_TITLE, href: memberPaths.histories, icon: 'histories' },
    { label: 'お支払い管理', href: memberPaths.paymentsHistory, icon: 'payments-history' },
    { label: 'パスワード変更', href: memberPaths.passwordChange, icon: 'password' },
    { label: 'Discord連携', href: memberPaths.discord, icon: 'discord' },
    { label: '保護者の連携', href: memberPaths.guardians, icon: 'guardians' },
  ];
  if (me.trial_count > 0 && me.status !== 'paid') items.push({ label: '無料体験', href: memberPaths.trials, icon: 'trial' });
  items.push({ label: '新規申し込み', href: memberPaths.payments, icon: 'apply' });
  const community = me.current_plan?.plan.game.discord_url?.trim();
  if (community && /^https?:\/\//i.test(community)) items.push({ label: 'コミュニティ', href: community, icon: 'community', external: true });
  return items;
}

/**
 * The item to highlight for a path: the longest internal href that is the path or a parent of it, so
 * /payments/history lights お支払い管理 and /payments/create lights 新規申し込み.
 */
export function activeNavHref(pathname: string, items: readonly MemberNavItem[]): string | undefined {
  let best: string | undefined;
  for (const { href, external } of items) {
    if (external) continue;
    const matches = pathname === href || pathname.startsWith(`${href}/`);
    if (matches && (!best || href.length > best.length)) best = href;
  }
  return best;
}

export interface MemberCourse {
  gameId: number;
  name: string;
  selected: boolean;
}

/** The course list: the member's games except legacy ones (spec §2). */
export function memberCourses(me: Pick<CurrentUser, 'game_users'>): MemberCourse[] {
  return (me.game_users ?? [])
    .filter((gameUser) => gameUser.game && !gameUser.game.is_legacy)
    .map((gameUser) => ({ gameId: gameUser.game_id, name: gameUser.game.name, selected: gameUser.is_selected }));
}
