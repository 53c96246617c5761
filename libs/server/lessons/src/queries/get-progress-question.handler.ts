import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type ProgressQuestion, tokyoMonth } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { progressQuestionRefusal } from '../domain/member-progress.decider';
import { GetProgressQuestionQuery } from './get-progress-question.query';
import { progressCourseOf, progressFactsOf } from './progress-question-rows';

@QueryHandler(GetProgressQuestionQuery)
export class GetProgressQuestionHandler implements IQueryHandler<GetProgressQuestionQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, gameId, now }: GetProgressQuestionQuery): Promise<ProgressQuestion | null> {
    const em = this.em.fork();
    const course = await progressCourseOf(em, this.queries, memberId, gameId, now);
    if (course === null) return null;
    const facts = await progressFactsOf(em, memberId, course, now);
    if (!facts.payingInCourse) return null;
    const month = tokyoMonth(now);
    const [answer] = await sql<{ improved: boolean; comment: string; answered_at: Date; updated_at: Date }>(
      em,
      'select improved, comment, answered_at, updated_at from member_progress_answers where member_id = ? and game_id = ? and month = ?',
      [memberId, course, month],
    );
    return {
      month,
      game_id: course,
      eligible: progressQuestionRefusal(facts) === null,
      answer: answer ? { improved: answer.improved, comment: answer.comment, answered_at: new Date(answer.answered_at).toISOString(), updated_at: new Date(answer.updated_at).toISOString() } : null,
    };
  }
}
