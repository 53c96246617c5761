import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TrialStatusName } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { type CoachRangeTrial, ListCoachTrialsInRangeQuery } from './list-coach-trials-in-range.query';

/** Read from the trials read model, written in the booking's own transaction: a trial booked a moment ago is here. */
@QueryHandler(ListCoachTrialsInRangeQuery)
export class ListCoachTrialsInRangeHandler implements IQueryHandler<ListCoachTrialsInRangeQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ coachId, from, to }: ListCoachTrialsInRangeQuery): Promise<CoachRangeTrial[]> {
    const rows = await sql<{ id: string; member_id: string; game_id: number; starts_at: Date; ends_at: Date; status: TrialStatusName; last_name: string; first_name: string }>(
      this.em.fork(),
      `select id, member_id, game_id, starts_at, ends_at, status, last_name, first_name from trials
        where coach_id = ? and status in ('booked', 'attended', 'no_show', 'cancelled') and starts_at >= ? and starts_at < ?
        order by starts_at, id`,
      [coachId, from, to],
    );
    return rows.map((r) => ({
      id: r.id,
      memberId: r.member_id,
      gameId: Number(r.game_id),
      startsAt: new Date(r.starts_at),
      endsAt: new Date(r.ends_at),
      status: r.status,
      lastName: r.last_name,
      firstName: r.first_name,
    }));
  }
}
