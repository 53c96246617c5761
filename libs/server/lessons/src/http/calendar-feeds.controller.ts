import { calendarFeedAnswerSchema } from '@coaching/contracts';
import { Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiContract, APP_CONFIG, type AppConfig, domainError, MemberGuard, MemberId, OperatorGuard, OperatorRoles, uuidOf } from '@coaching/server-core';
import type { Request } from 'express';
import { RenewCalendarFeedCommand } from '../commands/renew-calendar-feed.command';
import { LessonErrors } from '../domain/lessons-errors';
import { GetCalendarFeedQuery } from '../queries/get-calendar-feed.query';
import { GetCoachScopeQuery } from '../queries/get-coach-scope.query';
import { operatorOf } from './operator-of';

export const CALENDAR_FEED_PATH = '/calendar/lessons';

/**
 * Private calendar feeds (issue 10): a secret address per member and per coach, for a phone's calendar to subscribe
 * to. Issuing one replaces the previous address (the way to revoke a shared one). The feed itself answers without a
 * session (calendar apps have none), only to its secret; an unknown secret is a 404.
 */
@Controller()
export class CalendarFeedsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiContract({ answer: calendarFeedAnswerSchema })
  @Post('api/lessons/calendar-feed')
  @UseGuards(MemberGuard)
  @HttpCode(HttpStatus.OK)
  async renewForMember(@MemberId() memberId: string) {
    const { token } = await this.commands.execute(new RenewCalendarFeedCommand('member', memberId));
    return { data: { url: this.urlOf(token) } };
  }

  @ApiContract({ answer: calendarFeedAnswerSchema })
  @Post('admin-api/coaches/:id/calendar-feed')
  @UseGuards(OperatorGuard)
  @OperatorRoles('admin', 'support', 'coach')
  @HttpCode(HttpStatus.OK)
  async renewForCoach(@Param('id') id: string, @Req() req: Request) {
    const coachId = uuidOf(id, LessonErrors.COACH_NOT_FOUND);
    const scope = await this.queries.execute(new GetCoachScopeQuery(operatorOf(req)));
    if (scope && scope !== coachId) throw domainError(LessonErrors.COACH_NOT_FOUND);
    const { token } = await this.commands.execute(new RenewCalendarFeedCommand('coach', coachId, req.session.operator!.id));
    return { data: { url: this.urlOf(token) } };
  }

  @ApiContract({ answerType: 'text/calendar' })
  @Get('calendar/lessons/:token')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'private, max-age=300')
  async feed(@Param('token') file: string) {
    const calendar = await this.queries.execute(new GetCalendarFeedQuery(file.replace(/\.ics$/, '')));
    if (calendar === null) throw domainError(LessonErrors.CALENDAR_NOT_FOUND);
    return calendar;
  }

  private urlOf(token: string): string {
    return `${this.config.APP_URL}${CALENDAR_FEED_PATH}/${token}.ics`;
  }
}
