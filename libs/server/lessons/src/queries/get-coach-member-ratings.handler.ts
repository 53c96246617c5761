import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CoachMemberRatingMonth } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { coachScopeOf } from '../commands/acting-operator';
import { coachMonthFigures, type ProgressMonth } from '../domain/coach-month-figures';
import { GetCoachMemberRatingsQuery } from './get-coach-member-ratings.query';

/**
 * A rating counts for the coach who gave the lesson (the lesson's coach), in the Tokyo month the lesson started; an answer to
 * the monthly question for the coach it names (of the member's lessons that month), in the month answered. Last 24 months.
 */
@QueryHandler(GetCoachMemberRatingsQuery)
export class GetCoachMemberRatingsHandler implements IQueryHandler<GetCoachMemberRatingsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ operator, coachId }: GetCoachMemberRatingsQuery): Promise<CoachMemberRatingMonth[] | null> {
    const em = this.em.fork();
    const ownCoach = await coachScopeOf(em, operator);
    if (ownCoach && ownCoach !== coachId) return null;
    const [coach] = await sql<{ id: string }>(em, 'select id from coaches where id = ?', [coachId]);
    if (!coach) return null;
    const rows = await sql<{ month: string; count: number; average: string; s1: number; s2: number; s3: number; s4: number; s5: number }>(
      em,
      `select to_char(l.starts_at at time zone 'Asia/Tokyo', 'YYYY-MM') as month, count(*)::int as count, round(avg(r.score), 2)::text as average,
              ${[1, 2, 3, 4, 5].map((s) => `count(*) filter (where r.score = ${s})::int as s${s}`).join(', ')}
         from member_lesson_ratings r join lessons l on l.id = r.lesson_id
        where l.coach_id = ? and l.starts_at >= now() - interval '24 months'
        group by 1 order by 1 desc`,
      [coachId],
    );
    const answers = await sql<ProgressMonth>(
      em,
      `select month, count(*)::int as n, count(*) filter (where improved)::int as yes from member_progress_answers
        where coach_id = ? and month >= to_char(now() at time zone 'Asia/Tokyo' - interval '24 months', 'YYYY-MM') group by month`,
      [coachId],
    );
    const ratings = rows.map((r) => ({ month: r.month, count: r.count, average: Number(r.average), distribution: { '1': r.s1, '2': r.s2, '3': r.s3, '4': r.s4, '5': r.s5 } }));
    return coachMonthFigures(ratings, answers);
  }
}
