import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetStudentChartsQuery, type StudentChart } from './get-student-charts.query';

/**
 * The chart links of a member's subscriptions, in one statement. `GET /api/me` keeps them in the member's home until a
 * chart event (`StudentChartLinkSet`, `StudentChartLinkRemoved`; ADR 0026).
 */
@QueryHandler(GetStudentChartsQuery)
export class GetStudentChartsHandler implements IQueryHandler<GetStudentChartsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ subscriptionIds }: GetStudentChartsQuery): Promise<StudentChart[]> {
    if (subscriptionIds.length === 0) return [];
    const rows = await sql<{ subscription_id: string; chart_url: string }>(
      this.em.fork(),
      "select subscription_id, chart_url from lesson_students where subscription_id = any(string_to_array(?, ',')::uuid[]) and chart_url is not null",
      [subscriptionIds.join(',')],
    );
    const byId = new Map(rows.map((row) => [String(row.subscription_id), row.chart_url]));
    return subscriptionIds.flatMap((subscriptionId) => (byId.has(subscriptionId) ? [{ subscriptionId, chartUrl: byId.get(subscriptionId)! }] : []));
  }
}
