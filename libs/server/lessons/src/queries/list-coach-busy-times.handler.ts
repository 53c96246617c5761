import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { type CoachBusyTime, ListCoachBusyTimesQuery } from './list-coach-busy-times.query';

@QueryHandler(ListCoachBusyTimesQuery)
export class ListCoachBusyTimesHandler implements IQueryHandler<ListCoachBusyTimesQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ coachIds, from, to, within }: ListCoachBusyTimesQuery): Promise<CoachBusyTime[]> {
    if (coachIds.length === 0) return [];
    const rows = await sql<{ coach_id: string; starts_at: Date; ends_at: Date }>(
      within ?? this.em.fork(),
      `select coach_id, starts_at, ends_at from lessons
        where coach_id = any(?::uuid[]) and status <> 'cancelled' and tstzrange(starts_at, ends_at) && tstzrange(?, ?)
        order by starts_at`,
      [`{${coachIds.join(',')}}`, from, to],
    );
    return rows.map((r) => ({ coachId: r.coach_id, startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at) }));
  }
}
