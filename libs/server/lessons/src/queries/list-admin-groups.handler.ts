import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminGroup } from '@coaching/contracts';
import { sortRows } from '@coaching/server-core';
import { coachScopeOf } from '../commands/acting-operator';
import { listAdminGroups } from './admin-group-rows';
import { ListAdminGroupsQuery } from './list-admin-groups.query';

const japanese = new Intl.Collator('ja');

@QueryHandler(ListAdminGroupsQuery)
export class ListAdminGroupsHandler implements IQueryHandler<ListAdminGroupsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ operator, criteria: { filter, sort, range } }: ListAdminGroupsQuery): Promise<{ rows: AdminGroup[]; total: number }> {
    const em = this.em.fork();
    const ids = filter.id === undefined ? undefined : Array.isArray(filter.id) ? filter.id : [filter.id];
    // Newest first as read; a text column sorts in Japanese order, ties kept newest first.
    const newestFirst = await listAdminGroups(em, this.queries, await coachScopeOf(em, operator), ids, filter.q);
    const all = sortRows(newestFirst, sort, { field: 'created_at', order: 'DESC' }, (a, b, field) => japanese.compare(a[field as 'name' | 'type_label'], b[field as 'name' | 'type_label']));
    return { rows: all.slice(range.start, range.end + 1), total: all.length };
  }
}
