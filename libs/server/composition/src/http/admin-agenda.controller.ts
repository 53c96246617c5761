import { Controller, Get, Inject, Query, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type CoachAgenda, coachAgendaQuerySchema, coachAgendaSchema } from '@coaching/contracts';
import { ApiContract, OperatorGuard, OperatorRoles, parseWith } from '@coaching/server-core';
import type { Request } from 'express';
import { GetCoachAgendaQuery } from '../queries/get-coach-agenda.query';

/**
 * The coach's agenda (「今日の予定」, docs/permissions.md): `GET /admin-api/agenda?coach_id=&from=&to=`, Tokyo days
 * (at most 14). A coach reads their own (coach_id may be left out; another coach's is not found), staff any coach's.
 */
@Controller('admin-api/agenda')
@UseGuards(OperatorGuard)
@OperatorRoles('admin', 'support', 'coach')
export class AdminAgendaController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @ApiContract({ answer: coachAgendaSchema, query: coachAgendaQuerySchema })
  @Get()
  show(@Query() query: Record<string, unknown>, @Req() req: Request): Promise<CoachAgenda> {
    const { coach_id, from, to } = parseWith(coachAgendaQuerySchema, query);
    const { id, name, role } = req.session.operator!;
    return this.queries.execute(new GetCoachAgendaQuery({ id, name, role }, coach_id, from, to));
  }
}
