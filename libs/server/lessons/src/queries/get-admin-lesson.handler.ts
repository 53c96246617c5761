import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminLesson } from '@coaching/contracts';
import { coachScopeOf } from '../commands/acting-operator';
import { getAdminLesson } from './admin-lesson-rows';
import { GetAdminLessonQuery } from './get-admin-lesson.query';

@QueryHandler(GetAdminLessonQuery)
export class GetAdminLessonHandler implements IQueryHandler<GetAdminLessonQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ operator, lessonId }: GetAdminLessonQuery): Promise<AdminLesson | null> {
    const em = this.em.fork();
    return getAdminLesson(em, this.queries, await coachScopeOf(em, operator), lessonId);
  }
}
