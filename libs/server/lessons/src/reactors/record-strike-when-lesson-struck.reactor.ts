import type { EntityManager } from '@mikro-orm/postgresql';
import { decideInTransaction, type EventStore, type Reactor, sql, type StoredEvent } from '@coaching/server-core';
import { memberStandingDecider, memberStandingStream, type StrikeKind } from '../domain/member-standing.decider';
import { LessonCancelledLate, LessonMissed } from '../events';

/**
 * Async: a late cancellation or a no-show (spec §5) is a strike on the member's standing stream, in the Tokyo month
 * of the struck lesson. The standing decider counts each lesson once, so a redelivery strikes nothing twice.
 */
export class RecordStrikeWhenLessonStruckReactor implements Reactor {
  readonly name = 'record-strike-when-lesson-struck';
  readonly eventTypes = [LessonCancelledLate, LessonMissed];

  constructor(private readonly store: EventStore) {}

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const lessonId = event.streamId.replace(/^lesson-/, '');
    const [lesson] = await sql<{ member_id: string | null }>(tx, 'select member_id from lessons where id = ?', [lessonId]);
    if (!lesson?.member_id) return;
    const kind: StrikeKind = event.type === 'LessonMissed' ? 'no-show' : 'late-cancellation';
    const { month } = event.data as { month: string };
    await decideInTransaction(
      tx,
      this.store,
      memberStandingStream(lesson.member_id),
      memberStandingDecider,
      { type: 'RecordStrike', data: { memberId: lesson.member_id, lessonId, kind, month, now: new Date().toISOString() } },
      { actor: { type: 'system' }, causationId: event.eventId },
    );
  }
}
