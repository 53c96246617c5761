import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { type ContractLessonCount, CountContractLessonsQuery } from '@coaching/server-billing/queries';
import { studentStream } from '../domain/lesson-record-streams';

/**
 * Answers billing's refund (`CountContractLessonsQuery`, which billing publishes because lessons already reads
 * billing's queries; ADR 0015), from the lessons read model. Taken: lessons attended or missed, and those the terms
 * count as used although not given (cancelled late, forfeited by the second strike of a month). The first lesson:
 * the earliest one of the period not called off. The coach's first assignment: when the service started.
 */
@QueryHandler(CountContractLessonsQuery)
export class CountContractLessonsHandler implements IQueryHandler<CountContractLessonsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ subscriptionId, from, to, at }: CountContractLessonsQuery): Promise<ContractLessonCount> {
    const [row] = await sql<{ taken: number; first_at: Date | string | null }>(
      this.em.fork(),
      `select count(*) filter (where starts_at <= ? and (status in ('attended', 'missed') or cancellation in ('member-late', 'forfeited')))::int as taken,
              min(starts_at) filter (where status <> 'cancelled' or cancellation in ('member-late', 'forfeited')) as first_at
         from lessons
        where subscription_id = ? and kind = 'personal' and starts_at >= ? and starts_at < ?`,
      [at, subscriptionId, from, to],
    );
    // The first assignment, from the student's stream (a later change of coach does not restart the service); a
    // student assigned before the stream existed (the seed writes the row) has only the row's time.
    const [assigned] = await sql<{ at: Date | string | null }>(
      this.em.fork(),
      `select coalesce(
                (select min((e.data->>'assignedAt')::timestamptz) from events e where e.stream_id = ? and e.type = 'StudentCoachAssigned'),
                (select s.assigned_at from lesson_students s where s.subscription_id = ? and s.coach_id is not null)) as at`,
      [studentStream(subscriptionId).id, subscriptionId],
    );
    return { taken: row?.taken ?? 0, firstLessonAt: row?.first_at ? new Date(row.first_at) : null, coachAssignedAt: assigned?.at ? new Date(assigned.at) : null };
  }
}
