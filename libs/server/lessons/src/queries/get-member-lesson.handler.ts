import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { MemberLesson } from '@coaching/contracts';
import { GetMemberLessonQuery } from './get-member-lesson.query';
import { lessonGamesOf, memberLessons, toMemberLesson } from './member-lesson-rows';

@QueryHandler(GetMemberLessonQuery)
export class GetMemberLessonHandler implements IQueryHandler<GetMemberLessonQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, lessonId }: GetMemberLessonQuery): Promise<MemberLesson | null> {
    const [lesson] = await memberLessons(this.em.fork(), memberId, 'l.id = ?', [lessonId], 'l.id', 1);
    return lesson ? toMemberLesson(lesson, await lessonGamesOf(this.queries, [lesson.game_id])) : null;
  }
}
