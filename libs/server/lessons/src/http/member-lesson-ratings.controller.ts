import { Body, Controller, Get, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type MemberLessonRating, MemberRatingMessages, memberRatingSchema, memberLessonRatedAnswerSchema, memberLessonRatingsAnswerSchema } from '@coaching/contracts';
import { ApiContract, domainError, MemberGuard, MemberId, parseWith, uuidOf } from '@coaching/server-core';
import { RateLessonAsMemberCommand } from '../commands/rate-lesson-as-member.command';
import { LessonErrors } from '../domain/lessons-errors';
import { ListMemberLessonRatingsQuery } from '../queries/list-member-lesson-ratings.query';

/**
 * The member's ratings of their own lessons (issue 29): 1 to 5 stars and a comment after an attended lesson ended,
 * changeable until seven days after the lesson day (Asia/Tokyo). Verified members only; scoped to the signed-in member.
 */
@Controller('api/lessons')
@UseGuards(MemberGuard)
export class MemberLessonRatingsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: memberLessonRatingsAnswerSchema })
  @Get('ratings')
  async list(@MemberId() memberId: string): Promise<{ data: MemberLessonRating[] }> {
    return { data: await this.queries.execute(new ListMemberLessonRatingsQuery(memberId)) };
  }

  /** `{ score: 1..5, comment? }`: rates the lesson, or changes the rating; answers the rating and a message. */
  @ApiContract({ answer: memberLessonRatedAnswerSchema, body: memberRatingSchema })
  @Put(':id/rating')
  async rate(@MemberId() memberId: string, @Param('id') id: string, @Body() body: unknown): Promise<{ data: MemberLessonRating; message: string }> {
    const lessonId = uuidOf(id, LessonErrors.LESSON_NOT_FOUND);
    const { score, comment } = parseWith(memberRatingSchema, body);
    const { first } = await this.commands.execute(new RateLessonAsMemberCommand(memberId, lessonId, score, comment));
    const [rating] = await this.queries.execute(new ListMemberLessonRatingsQuery(memberId, lessonId));
    if (!rating) throw domainError(LessonErrors.LESSON_NOT_FOUND);
    return { data: rating, message: first ? MemberRatingMessages.rated : MemberRatingMessages.changed };
  }
}
