import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore, sql } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';
import { runLessonCommand } from './lesson-writes';
import { RateLessonAsMemberCommand } from './rate-lesson-as-member.command';

@CommandHandler(RateLessonAsMemberCommand)
export class RateLessonAsMemberHandler implements ICommandHandler<RateLessonAsMemberCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ memberId, lessonId, score, comment }: RateLessonAsMemberCommand): Promise<{ first: boolean }> {
    // Only the member's own personal lesson: any other is not found, before anything is decided (the decider checks again).
    const [own] = await sql<{ rated: boolean }>(
      this.em.fork(),
      'select exists (select 1 from member_lesson_ratings r where r.lesson_id = l.id) as rated from lessons l where l.id = ? and l.member_id = ?',
      [lessonId, memberId],
    );
    if (!own) throw domainError(LessonErrors.LESSON_NOT_FOUND);
    await runLessonCommand(this.em, this.store, lessonId, { type: 'RateLessonAsMember', data: { memberId, score, comment, now: new Date().toISOString() } }, { actor: { type: 'member', id: memberId } });
    return { first: !own.rated };
  }
}
