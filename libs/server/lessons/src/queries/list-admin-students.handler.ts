import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminStudent } from '@coaching/contracts';
import { coachScopeOf } from '../commands/acting-operator';
import { listAdminStudents } from './admin-lesson-rows';
import { ListAdminStudentsQuery } from './list-admin-students.query';

@QueryHandler(ListAdminStudentsQuery)
export class ListAdminStudentsHandler implements IQueryHandler<ListAdminStudentsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ operator, criteria }: ListAdminStudentsQuery): Promise<{ rows: AdminStudent[]; total: number }> {
    const em = this.em.fork();
    return listAdminStudents(em, this.queries, await coachScopeOf(em, operator), criteria);
  }
}
