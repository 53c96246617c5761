import type { NotificationList } from '@coaching/contracts';

/**
 * The bell's one model (issue 29): the server says what is unread. The badge is its count and each item's 未読
 * is its flag, both from the same answer; opening the bell marks what it showed read on the server, and the
 * answer (nothing shown unread) replaces the list, so the badge and the items change together.
 */

/** The badge: the server's unread count (0 while nothing is loaded). */
export const unreadCount = (list: NotificationList | undefined): number => list?.meta.unread ?? 0;

/** The bell's accessible name, which says the badge's count. */
export const bellLabel = (unread: number): string => (unread > 0 ? `通知（未読${unread}件）` : '通知');

/**
 * What opening the bell marks read: up to the newest unread item shown (its time), or null when nothing shown
 * is unread (then there is nothing to send). Items that arrive after this list was read stay unread.
 */
export function readMark(list: NotificationList | undefined): string | null {
  if (!list || list.meta.unread === 0) return null;
  let newest: string | null = null;
  for (const item of list.data) {
    if (item.unread && (newest === null || Date.parse(item.created_at) > Date.parse(newest))) newest = item.created_at;
  }
  return newest;
}
