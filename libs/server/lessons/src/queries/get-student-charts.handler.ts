import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { inTransaction, ReadCache, ReadCaches, sql } from '@coaching/server-core';
import { GetStudentChartsQuery, type StudentChart } from './get-student-charts.query';

/**
 * The chart links of a member's subscriptions, asked on every mypage view of a member with a plan (`/api/me`). In the
 * api each subscription's link (or its absence) is answered from memory between changes, which `lesson_students`
 * triggers notify as `student-chart:<subscription>` (migration 20261127180003, ADR 0019).
 */
@QueryHandler(GetStudentChartsQuery)
export class GetStudentChartsHandler implements IQueryHandler<GetStudentChartsQuery> {
  private readonly cache: ReadCache<{ chartUrl: string | null }>;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(ReadCaches) caches: ReadCaches,
  ) {
    this.cache = caches.create<{ chartUrl: string | null }>('student-chart');
  }

  async execute({ subscriptionIds }: GetStudentChartsQuery): Promise<StudentChart[]> {
    const fresh = inTransaction(this.em);
    const links = await Promise.all(subscriptionIds.map((id) => this.cache.get(id, () => this.read(id), fresh)));
    return subscriptionIds.flatMap((subscriptionId, i) => {
      const chartUrl = links[i]?.chartUrl;
      return chartUrl ? [{ subscriptionId, chartUrl }] : [];
    });
  }

  private async read(subscriptionId: string): Promise<{ chartUrl: string | null }> {
    const [row] = await sql<{ chart_url: string }>(
      this.em.fork(),
      'select chart_url from lesson_students where subscription_id = ?::uuid and chart_url is not null',
      [subscriptionId],
    );
    return { chartUrl: row?.chart_url ?? null };
  }
}
