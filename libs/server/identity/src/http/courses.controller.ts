import { currentUserAnswerSchema } from '@coaching/contracts';
import { Controller, Get, HttpCode, HttpStatus, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { CurrentUser } from '@coaching/contracts';
import { ApiContract, ChangesData, MemberGuard, MemberId, rowIdOf } from '@coaching/server-core';
import type { Request } from 'express';
import { JoinCourseCommand } from '../commands/join-course.command';
import { LeaveCourseCommand } from '../commands/leave-course.command';
import { IdentityErrors } from '../domain/identity-errors';
import { GetCurrentUserQuery } from '../queries/get-current-user.query';

/**
 * The member's course list (spec §2 sidebar; §7 `GET /api/games/{id}/join` and `/cancel`). They change data,
 * so their GET is marked `ChangesData` and the change check covers it like a POST; POST works alike.
 * Both answer the member as `GET /api/me` does, with the new course list.
 */
@Controller('api/games')
@UseGuards(MemberGuard)
export class CoursesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: currentUserAnswerSchema })
  @Get(':id/join')
  @ChangesData()
  joinByGet(@MemberId() userId: string, @Param('id') id: string, @Req() req: Request) {
    return this.join(userId, id, req);
  }

  @ApiContract({ answer: currentUserAnswerSchema })
  @Post(':id/join')
  @HttpCode(HttpStatus.OK)
  joinByPost(@MemberId() userId: string, @Param('id') id: string, @Req() req: Request) {
    return this.join(userId, id, req);
  }

  @ApiContract({ answer: currentUserAnswerSchema })
  @Get(':id/cancel')
  @ChangesData()
  leaveByGet(@MemberId() userId: string, @Param('id') id: string, @Req() req: Request) {
    return this.leave(userId, id, req);
  }

  @ApiContract({ answer: currentUserAnswerSchema })
  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  leaveByPost(@MemberId() userId: string, @Param('id') id: string, @Req() req: Request) {
    return this.leave(userId, id, req);
  }

  private async join(userId: string, id: string, req: Request): Promise<{ data: CurrentUser }> {
    await this.commands.execute(new JoinCourseCommand(userId, rowIdOf(id, IdentityErrors.COURSE_NOT_FOUND)));
    return this.answer(userId, req);
  }

  private async leave(userId: string, id: string, req: Request): Promise<{ data: CurrentUser }> {
    await this.commands.execute(new LeaveCourseCommand(userId, rowIdOf(id, IdentityErrors.COURSE_NOT_FOUND)));
    return this.answer(userId, req);
  }

  private async answer(userId: string, req: Request): Promise<{ data: CurrentUser }> {
    return { data: await this.queries.execute(new GetCurrentUserQuery(userId, req.session.signedInVia)) };
  }
}
