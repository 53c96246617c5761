import { Body, Controller, Get, Inject, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type ProgressQuestion, ProgressQuestionMessages, progressAnswerSchema, progressCourseQuerySchema, progressQuestionAnswerSchema, progressQuestionAnsweredSchema } from '@coaching/contracts';
import { ApiContract, domainError, MemberGuard, MemberId, parseWith } from '@coaching/server-core';
import { AnswerProgressQuestionCommand } from '../commands/answer-progress-question.command';
import { LessonErrors } from '../domain/lessons-errors';
import { GetProgressQuestionQuery } from '../queries/get-progress-question.query';

/**
 * The monthly 「今月、上達を実感できましたか？」 (issue 29), mypage's card: asked of a paying member of the course once they
 * attended a lesson of it this Tokyo month, answered once a month and changeable until it ends. Verified members only;
 * scoped to the signed-in member (no route names a member). `?game_id=` / `game_id`: the course mypage shows.
 */
@Controller('api/lessons/progress-question')
@UseGuards(MemberGuard)
export class MemberProgressQuestionController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  /** `{ data: null }` when the member runs no plan of the course. */
  @ApiContract({ answer: progressQuestionAnswerSchema, query: progressCourseQuerySchema })
  @Get()
  async show(@MemberId() memberId: string, @Query() query: Record<string, unknown>): Promise<{ data: ProgressQuestion | null }> {
    const { game_id } = parseWith(progressCourseQuerySchema, query);
    return { data: await this.queries.execute(new GetProgressQuestionQuery(memberId, game_id)) };
  }

  /** `{ improved, comment?, game_id? }`: 422 with the reason when the member may not answer (no course, no lesson this month). */
  @ApiContract({ answer: progressQuestionAnsweredSchema, body: progressAnswerSchema })
  @Put()
  async answer(@MemberId() memberId: string, @Body() body: unknown): Promise<{ data: ProgressQuestion; message: string }> {
    const { improved, comment, game_id } = parseWith(progressAnswerSchema, body);
    const { first, gameId } = await this.commands.execute(new AnswerProgressQuestionCommand(memberId, game_id, improved, comment));
    const question = await this.queries.execute(new GetProgressQuestionQuery(memberId, gameId));
    if (!question) throw domainError(LessonErrors.PROGRESS_NO_COURSE);
    return { data: question, message: first ? ProgressQuestionMessages.answered : ProgressQuestionMessages.changed };
  }
}
