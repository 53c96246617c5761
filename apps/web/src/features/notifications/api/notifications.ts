import type { NotificationList } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';

export const NOTIFICATIONS_ENDPOINT = '/api/notifications';

/** GET /api/notifications: the bell's items (newest first) and the unread count; read again every minute. */
export function useNotifications() {
  return useSWR<NotificationList, unknown>(NOTIFICATIONS_ENDPOINT, () => http.get<NotificationList>(NOTIFICATIONS_ENDPOINT), { refreshInterval: 60_000 });
}

/**
 * POST /api/notifications/read: the bell was opened; what it showed (up to `until`, its newest unread item) is
 * read. Answers the list as the server now has it.
 */
export function markNotificationsRead(until: string): Promise<NotificationList> {
  return http.post<NotificationList>(`${NOTIFICATIONS_ENDPOINT}/read`, { until });
}
