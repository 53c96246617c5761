import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminLesson } from '@coaching/contracts';
import { coachScopeOf } from '../commands/acting-operator';
import { listAdminLessons } from './admin-lesson-rows';
import { ListAdminLessonsQuery } from './list-admin-lessons.query';

@QueryHandler(ListAdminLessonsQuery)
export class ListAdminLessonsHandler implements IQueryHandler<ListAdminLessonsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ operator, criteria }: ListAdminLessonsQuery): Promise<{ rows: AdminLesson[]; total: number }> {
    const em = this.em.fork();
    return listAdminLessons(em, this.queries, await coachScopeOf(em, operator), criteria);
  }
}
