import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MONTHS_CTE, monthSeriesParams, sql } from '@coaching/server-core';
import { type CoachLessonStats, GetCoachLessonStatsQuery } from './get-coach-lesson-stats.query';

/** Only lessons whose attendance was recorded count (attended or missed); cancelled and still scheduled ones do not. */
@QueryHandler(GetCoachLessonStatsQuery)
export class GetCoachLessonStatsHandler implements IQueryHandler<GetCoachLessonStatsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ span }: GetCoachLessonStatsQuery): Promise<CoachLessonStats[]> {
    const rows = await sql<{ coach_id: string; coach_name: string; given: number; missed: number }>(
      this.em.fork(),
      `with ${MONTHS_CTE}
       select c.id as coach_id, c.name as coach_name,
              count(l.id) filter (where l.status = 'attended')::int as given,
              count(l.id) filter (where l.status = 'missed')::int as missed
         from lessons l join coaches c on c.id = l.coach_id
        where l.status in ('attended', 'missed') and l.starts_at >= (select min(starts) from months) and l.starts_at < (select max(ends) from months)
        group by c.id, c.name
        order by c.name, c.id`,
      monthSeriesParams(span),
    );
    return rows.map((r) => ({ coachId: r.coach_id, coachName: r.coach_name, given: r.given, missed: r.missed }));
  }
}
