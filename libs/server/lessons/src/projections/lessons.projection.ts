import type { EntityManager } from '@mikro-orm/postgresql';
import { domainError, sql, type InlineProjection, type StoredEvent } from '@coaching/server-core';
import type { LessonEvent } from '../domain/lesson.decider';
import { LessonErrors } from '../domain/lessons-errors';
import { LessonScheduled, LessonRescheduled, LessonCoachChanged, LessonCancelledByMember, LessonCancelledLate, LessonCancelledBySchool, LessonForfeited, LessonAttended, LessonMissed } from '../events';

/**
 * Inline: the `lessons` read model, one row per `lesson-<uuid>` stream, written in the append's transaction. Its
 * exclusion constraints (migration `Migration20261125130000Lessons`) are what refuse a coach or a member booked
 * twice at once: the second append fails as a whole, events included. A make-up lesson marks the credit it uses, and
 * a credit already used refuses the append (a conditional update).
 */
export class LessonsProjection implements InlineProjection {
  readonly name = 'lessons';
  // Its own context's published event types (`../events`), the names other contexts subscribe by.
  readonly eventTypes = [LessonScheduled, LessonRescheduled, LessonCoachChanged, LessonCancelledByMember, LessonCancelledLate, LessonCancelledBySchool, LessonForfeited, LessonAttended, LessonMissed].map((type) => type.name);

  async apply(em: EntityManager, stored: StoredEvent): Promise<void> {
    const id = stored.streamId.replace(/^lesson-/, '');
    const event = { type: stored.type, data: stored.data } as LessonEvent;
    switch (event.type) {
      case 'LessonScheduled': {
        const d = event.data;
        await sql(
          em,
          `insert into lessons (id, kind, member_id, group_id, coach_id, subscription_id, starts_at, ends_at, source, make_up_for, status, scheduled_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'scheduled', ?)`,
          [id, d.kind, d.memberId, d.groupId, d.coachId, d.subscriptionId, d.startsAt, d.endsAt, d.source, d.makeUpFor, d.scheduledAt],
        );
        // A credit is used once, whoever books and however they got past their own checks: the projection refuses a
        // second use, and the append rolls back with it.
        if (d.makeUpFor) {
          const marked = await sql(em, 'update lessons set credit_used_by = ? where id = ? and (credit_used_by is null or credit_used_by = ?) returning 1', [id, d.makeUpFor, id]);
          if (marked.length === 0) throw domainError(LessonErrors.MAKE_UP_CREDIT_USED);
        }
        return;
      }
      case 'LessonRescheduled':
        await sql(em, 'update lessons set starts_at = ?, ends_at = ? where id = ?', [event.data.startsAt, event.data.endsAt, id]);
        return;
      case 'LessonCoachChanged':
        await sql(em, 'update lessons set coach_id = ? where id = ?', [event.data.coachId, id]);
        return;
      case 'LessonCancelledByMember':
      case 'LessonCancelledBySchool':
        await this.cancel(em, id, event.type === 'LessonCancelledByMember' ? 'member' : 'school', event.data.reason, event.data.cancelledAt, event.data.makeUpBy);
        return;
      case 'LessonCancelledLate':
        await this.cancel(em, id, 'member-late', event.data.reason, event.data.cancelledAt, null);
        return;
      case 'LessonForfeited':
        await this.cancel(em, id, 'forfeited', null, event.data.forfeitedAt, null);
        return;
      case 'LessonAttended':
      case 'LessonMissed':
        await sql(em, 'update lessons set status = ?, attendance_recorded_at = ? where id = ?', [event.type === 'LessonAttended' ? 'attended' : 'missed', event.data.recordedAt, id]);
        return;
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'delete from lessons');
  }

  private async cancel(em: EntityManager, id: string, by: string, reason: string | null, at: string, makeUpBy: string | null): Promise<void> {
    await sql(em, "update lessons set status = 'cancelled', cancellation = ?, cancel_reason = ?, cancelled_at = ?, make_up_by = ? where id = ?", [by, reason, at, makeUpBy, id]);
    // A cancelled make-up lesson frees the credit it used (the decider gave it back with its first deadline).
    await sql(em, 'update lessons set credit_used_by = null where credit_used_by = ?', [id]);
  }
}
