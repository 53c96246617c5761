import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetPlanSummariesQuery, type PlanSummary } from '@coaching/server-catalogue/queries';
import { type Reactor, sql, type StoredEvent } from '@coaching/server-core';
import { SubscriptionExtended, SubscriptionStarted, type SubscriptionStartedData } from '@coaching/server-billing/events';

/**
 * Async: a paid plan (billing's `SubscriptionStarted`, then `SubscriptionExtended` on a renewal) makes the member a
 * student of the lessons context for its period (`lesson_students`). It starts without a coach: support sees it
 * under 未割当 until one is assigned. Reactions may arrive in any order, so each one reads the subscription's
 * stream as it is now (the events table is core's, and these events are published facts) and writes the period it
 * gives; a second delivery writes the same row and keeps the coach. A group plan's lessons are its group's
 * (booked for the group), so it gives no one-to-one lessons: its allowance here is 0.
 */
export class RecordStudentWhenSubscriptionStartedReactor implements Reactor {
  readonly name = 'record-student-when-subscription-started';
  readonly eventTypes = [SubscriptionStarted, SubscriptionExtended];

  constructor(private readonly queries: QueryBus) {}

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const rows = await sql<{ type: string; data: SubscriptionStartedData }>(
      tx,
      "select type, data from events where stream_id = ? and type in ('SubscriptionStarted', 'SubscriptionExtended') order by version",
      [event.streamId],
    );
    const started = rows.find((r) => r.type === 'SubscriptionStarted')?.data;
    if (!started) return;
    const endsAt = rows.map((r) => r.data.endsAt).reduce((a, b) => (new Date(a) > new Date(b) ? a : b));
    const [plan] = await this.queries.execute<GetPlanSummariesQuery, PlanSummary[]>(new GetPlanSummariesQuery([started.planId]));
    const personalLessons = plan?.isGroup ? 0 : (started.lessonsPerMonth ?? 0);
    await sql(
      tx,
      `insert into lesson_students (subscription_id, member_id, game_id, plan_id, lessons_per_month, starts_at, ends_at) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (subscription_id) do update set lessons_per_month = excluded.lessons_per_month, starts_at = excluded.starts_at, ends_at = excluded.ends_at`,
      [event.streamId.replace(/^subscription-/, ''), started.memberId, started.gameId, started.planId, personalLessons, started.startsAt, endsAt],
    );
  }
}
