import type { EntityManager } from '@mikro-orm/postgresql';
import { tokyoMonthRange } from '@coaching/contracts';
import { decideInTransaction, type EventStore, type Reactor, sendMail, sql, type StoredEvent } from '@coaching/server-core';
import { tokyoMonthLabel } from '../domain/lesson-terms';
import { lessonDecider, lessonStream } from '../domain/lesson.decider';
import type { MonthSuspendedData } from '../domain/member-standing.decider';
import { MonthSuspended } from '../events';

/**
 * Async: the second strike of a month (spec §5: two no-shows or late cancellations lose further lessons) forfeits the
 * member's personal lessons still ahead in that month, and tells the member how many. Visible to member (history:
 * cancelled, forfeited) and support (the lesson list). The lesson decider forfeits only lessons still ahead.
 */
export class ForfeitLessonsWhenMonthSuspendedReactor implements Reactor {
  readonly name = 'forfeit-lessons-when-month-suspended';
  readonly eventTypes = [MonthSuspended];

  constructor(private readonly store: EventStore) {}

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const { memberId, month } = event.data as MonthSuspendedData;
    const { from, to } = tokyoMonthRange(month);
    const now = new Date().toISOString();
    const ahead = await sql<{ id: string }>(tx, "select id from lessons where member_id = ? and status = 'scheduled' and starts_at >= ? and starts_at < ? and starts_at > ?", [
      memberId,
      from,
      to,
      now,
    ]);
    let forfeited = 0;
    for (const { id } of ahead) {
      const result = await decideInTransaction(tx, this.store, lessonStream(id), lessonDecider, { type: 'ForfeitLesson', data: { month, now } }, { actor: { type: 'system' }, causationId: event.eventId });
      forfeited += result.events.length;
    }
    await sendMail(tx, { template: 'lesson-month-suspended', toMember: memberId, locals: { month: tokyoMonthLabel(month), forfeited } });
  }
}
