import { Body, Controller, Get, Inject, Param, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { updateCoachSchema } from '@coaching/contracts';
import { domainError, OperatorGuard, OperatorRoles, parseListParams, parseWith, setContentRange, uuidOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { UpdateCoachCommand } from '../commands/update-coach.command';
import { LessonErrors } from '../domain/lessons-errors';
import { GetAdminCoachQuery } from '../queries/get-admin-coach.query';
import { ADMIN_COACH_SORT_FIELDS, ListAdminCoachesQuery } from '../queries/list-admin-coaches.query';
import { operatorOf } from './operator-of';

const coachFilterSchema = z.object({
  id: z.union([z.uuid(), z.array(z.uuid()).max(500)]).optional(),
  game_id: z.coerce.number().int().positive().optional(),
  is_active: z.boolean().optional(),
  /** The list's search box: part of the name or the code. */
  q: z.string().trim().max(100).optional(),
});

/** Coaches and their weekly hours; a coach sees and edits only their own record. */
@Controller('admin-api/coaches')
@UseGuards(OperatorGuard)
@OperatorRoles('admin', 'support', 'coach')
export class AdminCoachesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: ADMIN_COACH_SORT_FIELDS, defaultSort: ['name', 'ASC'], filter: coachFilterSchema });
    const page = await this.queries.execute(new ListAdminCoachesQuery(operatorOf(req), params));
    setContentRange(res, 'coaches', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  async show(@Param('id') id: string, @Req() req: Request) {
    const coach = await this.queries.execute(new GetAdminCoachQuery(operatorOf(req), uuidOf(id, LessonErrors.COACH_NOT_FOUND)));
    if (!coach) throw domainError(LessonErrors.COACH_NOT_FOUND);
    return coach;
  }

  @Put(':id')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const coachId = uuidOf(id, LessonErrors.COACH_NOT_FOUND);
    const changes = parseWith(updateCoachSchema, body);
    await this.commands.execute(new UpdateCoachCommand(coachId, changes, operatorOf(req)));
    return this.show(coachId, req);
  }
}
