import { coachMemberRatingsAnswerSchema } from '@coaching/contracts';
import { Controller, Get, Inject, Param, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CoachMemberRatingMonth } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, uuidOf } from '@coaching/server-core';
import type { Request } from 'express';
import { LessonErrors } from '../domain/lessons-errors';
import { GetCoachMemberRatingsQuery } from '../queries/get-coach-member-ratings.query';
import { operatorOf } from './operator-of';

/** The members' ratings of a coach's lessons per month (issue 29); a coach sees only their own. */
@Controller('admin-api/coaches')
@UseGuards(OperatorGuard)
@OperatorRoles('admin', 'support', 'coach')
export class AdminCoachRatingsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @ApiContract({ answer: coachMemberRatingsAnswerSchema })
  @Get(':id/member-ratings')
  async monthly(@Param('id') id: string, @Req() req: Request): Promise<{ data: CoachMemberRatingMonth[] }> {
    const months = await this.queries.execute(new GetCoachMemberRatingsQuery(operatorOf(req), uuidOf(id, LessonErrors.COACH_NOT_FOUND)));
    if (!months) throw domainError(LessonErrors.COACH_NOT_FOUND);
    return { data: months };
  }
}
