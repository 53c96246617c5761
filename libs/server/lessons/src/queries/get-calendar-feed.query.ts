import { Query } from '@nestjs/cqrs';

/** The iCalendar text behind a feed secret, or null when the secret opens no feed (unknown or renewed). */
export class GetCalendarFeedQuery extends Query<string | null> {
  constructor(
    readonly token: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
