import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { domainError, EventStore } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';
import { cancelTermsOfLesson } from '../queries/cancel-terms';
import { memberLessons } from '../queries/member-lesson-rows';
import { CancelLessonAsMemberCommand } from './cancel-lesson-as-member.command';
import { runLessonCommand } from './lesson-writes';

@CommandHandler(CancelLessonAsMemberCommand)
export class CancelLessonAsMemberHandler implements ICommandHandler<CancelLessonAsMemberCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, lessonId, reason }: CancelLessonAsMemberCommand): Promise<void> {
    // Scoped to the member: a lesson that is neither theirs nor their group's is answered as not found, before anything
    // is decided (a group lesson of theirs is refused by the decider, with the reason).
    const [own] = await memberLessons(this.em.fork(), memberId, 'l.id = ?', [lessonId], 'l.id', 1);
    if (!own) throw domainError(LessonErrors.LESSON_NOT_FOUND);
    const terms = await cancelTermsOfLesson(this.em.fork(), this.queries, lessonId);
    await runLessonCommand(this.em, this.store, lessonId, { type: 'CancelLessonAsMember', data: { reason, now: new Date().toISOString(), terms } }, { actor: { type: 'member', id: memberId } });
  }
}
