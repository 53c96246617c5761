import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MemberLesson } from '@coaching/contracts';
import { GetMemberLessonQuery } from './get-member-lesson.query';
import { memberLessons, toMemberLesson } from './member-lesson-rows';

@QueryHandler(GetMemberLessonQuery)
export class GetMemberLessonHandler implements IQueryHandler<GetMemberLessonQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ memberId, lessonId }: GetMemberLessonQuery): Promise<MemberLesson | null> {
    const [lesson] = await memberLessons(this.em.fork(), memberId, 'l.id = ?', [lessonId], 'l.id', 1);
    return lesson ? toMemberLesson(lesson) : null;
  }
}
