import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminCoach } from '@coaching/contracts';
import { sortRows } from '@coaching/server-core';
import { coachScopeOf } from '../commands/acting-operator';
import { listAdminCoaches } from './admin-lesson-rows';
import { ListAdminCoachesQuery } from './list-admin-coaches.query';

@QueryHandler(ListAdminCoachesQuery)
export class ListAdminCoachesHandler implements IQueryHandler<ListAdminCoachesQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ operator, criteria: { filter, sort, range } }: ListAdminCoachesQuery): Promise<{ rows: AdminCoach[]; total: number }> {
    const em = this.em.fork();
    // By name as read; another column by its value (ascending: false before true, fewer students first), ties by name.
    const all = await listAdminCoaches(em, this.queries, await coachScopeOf(em, operator), filter);
    const sorted = sortRows(all, sort, { field: 'name', order: 'ASC' }, (a, b, field) => Number(a[field as Exclude<typeof field, 'name'>]) - Number(b[field as Exclude<typeof field, 'name'>]));
    return { rows: sorted.slice(range.start, range.end + 1), total: all.length };
  }
}
