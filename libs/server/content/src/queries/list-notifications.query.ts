import { Query } from '@nestjs/cqrs';
import type { NotificationList } from '@coaching/contracts';

/** The member's bell: their notifications and the news they may read from the last 30 days, newest first. */
export class ListNotificationsQuery extends Query<NotificationList> {
  constructor(
    readonly memberId: string,
    readonly memberGameIds: readonly number[],
  ) {
    super();
  }
}
