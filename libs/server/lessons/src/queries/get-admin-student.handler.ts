import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminStudent } from '@coaching/contracts';
import { coachScopeOf } from '../commands/acting-operator';
import { listAdminStudents } from './admin-lesson-rows';
import { GetAdminStudentQuery } from './get-admin-student.query';

@QueryHandler(GetAdminStudentQuery)
export class GetAdminStudentHandler implements IQueryHandler<GetAdminStudentQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ operator, subscriptionId }: GetAdminStudentQuery): Promise<AdminStudent | null> {
    const em = this.em.fork();
    const page = await listAdminStudents(em, this.queries, await coachScopeOf(em, operator), { range: { start: 0, end: 0 }, filter: { id: subscriptionId } });
    return page.rows[0] ?? null;
  }
}
