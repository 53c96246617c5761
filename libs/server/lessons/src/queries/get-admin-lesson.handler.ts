import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminLesson } from '@coaching/contracts';
import { MemberDirectory } from '@coaching/server-core';
import { coachScopeOf } from '../commands/acting-operator';
import { getAdminLesson } from './admin-lesson-rows';
import { GetAdminLessonQuery } from './get-admin-lesson.query';

@QueryHandler(GetAdminLessonQuery)
export class GetAdminLessonHandler implements IQueryHandler<GetAdminLessonQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  async execute({ operator, lessonId }: GetAdminLessonQuery): Promise<AdminLesson | null> {
    const em = this.em.fork();
    return getAdminLesson(em, this.members, await coachScopeOf(em, operator), lessonId);
  }
}
