import type { EntityManager } from '@mikro-orm/postgresql';
import { decideInTransaction, type EventOf, type EventStore, type Reactor, sql } from '@coaching/server-core';
import { lessonDecider, lessonStream } from '../domain/lesson.decider';
import { SubscriptionCancelled } from '@coaching/server-billing/events';

/** What the member's history shows as the reason of the lessons called off. */
export const CONTRACT_ENDED_REASON = 'ご解約に伴い取り消しました';

/**
 * Async: a plan cancelled with a refund (billing's `SubscriptionCancelled`) calls off the member's lessons of that
 * subscription still ahead (no make-up: the contract is over) and ends the student's period then, so support no
 * longer schedules them. A second delivery finds nothing left to cancel.
 */
export class CancelLessonsWhenSubscriptionCancelledReactor implements Reactor {
  readonly name = 'cancel-lessons-when-subscription-cancelled';
  readonly eventTypes = [SubscriptionCancelled];

  constructor(private readonly store: EventStore) {}

  async react(tx: EntityManager, event: EventOf<typeof SubscriptionCancelled>): Promise<void> {
    const { cancelledAt } = event.data;
    const subscriptionId = event.streamId.replace(/^subscription-/, '');
    const ahead = await sql<{ id: string }>(tx, "select id from lessons where subscription_id = ? and status = 'scheduled' and starts_at > ?", [subscriptionId, cancelledAt]);
    for (const { id } of ahead) {
      await decideInTransaction(tx, this.store, lessonStream(id), lessonDecider, { type: 'CancelLessonWithContract', data: { reason: CONTRACT_ENDED_REASON, now: cancelledAt } }, { actor: { type: 'system' }, causationId: event.eventId });
    }
    await sql(tx, 'update lesson_students set ends_at = least(ends_at, ?) where subscription_id = ?', [cancelledAt, subscriptionId]);
  }
}
