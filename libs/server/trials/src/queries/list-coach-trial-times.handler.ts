import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { type CoachBusyTime, ListCoachTrialTimesQuery } from '@coaching/server-lessons/queries';

/**
 * Answers lessons' scheduling: the coaches' taken trial seats (held, booked, or taken place) overlapping [from, to).
 * A seat row exists exactly while the seat is taken (the projection deletes it on expiry, release, cancellation), so
 * a hold counts from the moment it is claimed, without waiting for any reactor.
 */
@QueryHandler(ListCoachTrialTimesQuery)
export class ListCoachTrialTimesHandler implements IQueryHandler<ListCoachTrialTimesQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ coachIds, from, to, within }: ListCoachTrialTimesQuery): Promise<CoachBusyTime[]> {
    if (coachIds.length === 0) return [];
    const rows = await sql<{ coach_id: string; starts_at: Date; ends_at: Date }>(
      within ?? this.em.fork(),
      'select coach_id, starts_at, ends_at from trial_seats where coach_id = any(?::uuid[]) and tstzrange(starts_at, ends_at) && tstzrange(?, ?) order by starts_at',
      [`{${coachIds.join(',')}}`, from, to],
    );
    return rows.map((r) => ({ coachId: r.coach_id, startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at) }));
  }
}
