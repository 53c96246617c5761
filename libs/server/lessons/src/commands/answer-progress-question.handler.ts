import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { domainError, EventStore, runDecider } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';
import { memberProgressDecider, memberProgressStream } from '../domain/member-progress.decider';
import { progressCourseOf, progressFactsOf } from '../queries/progress-question-rows';
import { AnswerProgressQuestionCommand } from './answer-progress-question.command';

@CommandHandler(AnswerProgressQuestionCommand)
export class AnswerProgressQuestionHandler implements ICommandHandler<AnswerProgressQuestionCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, gameId, improved, comment }: AnswerProgressQuestionCommand): Promise<{ first: boolean; gameId: number }> {
    const now = new Date();
    const em = this.em.fork();
    const course = await progressCourseOf(em, this.queries, memberId, gameId, now);
    if (course === null) throw domainError(LessonErrors.PROGRESS_NO_COURSE);
    // The facts are read before deciding; the stream's version keeps two answers of one month from both being first.
    const facts = await progressFactsOf(em, memberId, course, now);
    const { decided } = await runDecider(
      em,
      this.store,
      memberProgressStream(memberId, course),
      memberProgressDecider,
      { type: 'AnswerProgressQuestion', data: { memberId, gameId: course, improved, comment, now: now.toISOString(), facts } },
      { actor: { type: 'member', id: memberId } },
    );
    return { first: decided.some((e) => e.type === 'MemberProgressAnswered'), gameId: course };
  }
}
