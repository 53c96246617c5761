import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type KarteEntry,
  type LatestLessonAnswer,
  type LessonHistory,
  lessonCancelSchema,
  LessonMessages,
  type MakeUpBooked,
  makeUpBookingSchema,
  type MakeUpCreditsAnswer,
  MakeUpMessages,
  type MemberGroup,
  type MemberLesson,
  lessonHistoryAnswerSchema,
  latestLessonAnswerSchema,
  lessonCancelledAnswerSchema,
  karteTimelineAnswerSchema,
  makeUpBookedAnswerSchema,
  makeUpCreditsAnswerSchema,
  memberGroupsAnswerSchema,
} from '@coaching/contracts';
import { ApiContract, ChangesData, domainError, MemberGuard, MemberId, parseWith, uuidOf } from '@coaching/server-core';
import { z } from 'zod';
import { BookMakeUpLessonCommand } from '../commands/book-make-up-lesson.command';
import { CancelLessonAsMemberCommand } from '../commands/cancel-lesson-as-member.command';
import { LessonErrors } from '../domain/lessons-errors';
import { GetMemberLessonQuery } from '../queries/get-member-lesson.query';
import { ListKarteQuery } from '../queries/list-karte.query';
import { ListMakeUpCreditsQuery } from '../queries/list-make-up-credits.query';
import { ListMemberGroupsQuery } from '../queries/list-member-groups.query';
import { ListMemberLessonsQuery } from '../queries/list-member-lessons.query';
import { LatestLessonRead } from './latest-lesson.read';

const isGroupSchema = z.object({ is_group: z.enum(['0', '1']).optional() });
/** `?game_id=`: one game's next lesson or groups (the course mypage shows). */
const gameSchema = z.object({ game_id: z.coerce.number().int().positive().optional() });

/**
 * The member's lessons (spec §7): history with progress, the next lesson, cancelling one, their groups and their
 * karte. Verified members only (MemberGuard); every query is scoped to the signed-in member.
 */
@Controller('api')
@UseGuards(MemberGuard)
export class LessonsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(LatestLessonRead) private readonly latestLesson: LatestLessonRead,
  ) {}

  @ApiContract({ answer: lessonHistoryAnswerSchema, query: isGroupSchema })
  @Get('lessons')
  async list(@MemberId() memberId: string, @Query() query: unknown): Promise<LessonHistory> {
    const { is_group } = parseWith(isGroupSchema, query);
    return this.queries.execute(new ListMemberLessonsQuery(memberId, is_group === undefined ? undefined : is_group === '1'));
  }

  /** Spec §7's next lesson, and beside it the member's strikes (mypage warns after the first, says the month is lost after the second). */
  @ApiContract({ answer: latestLessonAnswerSchema, query: gameSchema })
  @Get('lessons/latest')
  latest(@MemberId() memberId: string, @Query() query: unknown): Promise<LatestLessonAnswer> {
    const { game_id } = parseWith(gameSchema, query);
    return this.latestLesson.answerFor(memberId, game_id);
  }

  /**
   * The spec's cancel is a GET with `?reason=`; it changes data, so it is marked as such and the api's change check
   * asks for the X-XSRF-TOKEN header on it like any change (a cross-site link cancels nothing). POST is accepted too.
   */
  @ApiContract({ query: lessonCancelSchema, answer: lessonCancelledAnswerSchema })
  @Get('lessons/:id/cancel')
  @ChangesData()
  cancelByGet(@MemberId() memberId: string, @Param('id') id: string, @Query() query: unknown) {
    return this.cancel(memberId, id, query);
  }

  @ApiContract({ answer: lessonCancelledAnswerSchema, body: lessonCancelSchema })
  @Post('lessons/:id/cancel')
  @HttpCode(HttpStatus.OK)
  cancelByPost(@MemberId() memberId: string, @Param('id') id: string, @Query() query: unknown, @Body() body: unknown) {
    return this.cancel(memberId, id, { ...(query as object), ...(body as object) });
  }

  private async cancel(memberId: string, id: string, input: unknown): Promise<{ data: MemberLesson; message: string }> {
    const lessonId = uuidOf(id, LessonErrors.LESSON_NOT_FOUND);
    const { reason } = parseWith(lessonCancelSchema, input);
    await this.commands.execute(new CancelLessonAsMemberCommand(memberId, lessonId, reason));
    const lesson = await this.queries.execute(new GetMemberLessonQuery(memberId, lessonId));
    if (!lesson) throw domainError(LessonErrors.LESSON_NOT_FOUND);
    return { data: lesson, message: LessonMessages.cancelled };
  }

  /** The member's unused make-up credits, each with the free hours of their own coach until its deadline (issue 29). */
  @ApiContract({ answer: makeUpCreditsAnswerSchema })
  @Get('lessons/make-ups')
  async makeUps(@MemberId() memberId: string): Promise<MakeUpCreditsAnswer> {
    return { data: await this.queries.execute(new ListMakeUpCreditsQuery(memberId)) };
  }

  /** Books the make-up of a cancelled lesson (the credit: its id) in one of those hours: `{ starts_at }`, 201 with the new lesson. */
  @ApiContract({ answer: makeUpBookedAnswerSchema, body: makeUpBookingSchema })
  @Post('lessons/make-ups/:id/book')
  @HttpCode(HttpStatus.CREATED)
  async bookMakeUp(@MemberId() memberId: string, @Param('id') id: string, @Body() body: unknown): Promise<MakeUpBooked> {
    const creditLessonId = uuidOf(id, LessonErrors.MAKE_UP_CREDIT_NOT_FOUND);
    const { starts_at } = parseWith(makeUpBookingSchema, body);
    const { lessonId } = await this.commands.execute(new BookMakeUpLessonCommand(memberId, creditLessonId, new Date(starts_at)));
    const lesson = await this.queries.execute(new GetMemberLessonQuery(memberId, lessonId));
    if (!lesson) throw domainError(LessonErrors.LESSON_NOT_FOUND);
    return { data: lesson, message: MakeUpMessages.booked };
  }

  @ApiContract({ answer: memberGroupsAnswerSchema, query: gameSchema })
  @Get('groups')
  async groups(@MemberId() memberId: string, @Query() query: unknown): Promise<{ data: MemberGroup[] }> {
    const { game_id } = parseWith(gameSchema, query);
    return { data: await this.queries.execute(new ListMemberGroupsQuery(memberId, game_id)) };
  }

  @ApiContract({ answer: karteTimelineAnswerSchema })
  @Get('karte')
  async karte(@MemberId() memberId: string): Promise<{ data: KarteEntry[] }> {
    return { data: await this.queries.execute(new ListKarteQuery(memberId)) };
  }
}
