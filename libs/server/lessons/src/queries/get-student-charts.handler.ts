import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetStudentChartsQuery, type StudentChart } from './get-student-charts.query';

@QueryHandler(GetStudentChartsQuery)
export class GetStudentChartsHandler implements IQueryHandler<GetStudentChartsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ subscriptionIds }: GetStudentChartsQuery): Promise<StudentChart[]> {
    if (subscriptionIds.length === 0) return [];
    const rows = await sql<{ subscription_id: string; chart_url: string }>(
      this.em.fork(),
      'select subscription_id, chart_url from lesson_students where subscription_id = any(?::uuid[]) and chart_url is not null',
      [`{${subscriptionIds.join(',')}}`],
    );
    return rows.map((r) => ({ subscriptionId: r.subscription_id, chartUrl: r.chart_url }));
  }
}
