import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MONTHS_CTE, monthSeriesParams, sql } from '@coaching/server-core';
import { CountNewMembersQuery } from './count-new-members.query';

/** New students per month; a guardian's account (issue 31) is not a member of the school. */
@QueryHandler(CountNewMembersQuery)
export class CountNewMembersHandler implements IQueryHandler<CountNewMembersQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ span }: CountNewMembersQuery): Promise<Array<{ month: string; count: number }>> {
    return sql<{ month: string; count: number }>(
      this.em.fork(),
      `with ${MONTHS_CTE}
       select m.month, (select count(*)::int from users u where u.kind = 'member' and u.created_at >= m.starts and u.created_at < m.ends) as count
         from months m order by m.month`,
      monthSeriesParams(span),
    );
  }
}
