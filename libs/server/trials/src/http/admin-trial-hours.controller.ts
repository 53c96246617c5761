import { Body, Controller, Delete, Get, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ADMIN_TRIAL_HOURS_SORT_FIELDS, adminTrialHoursFilterSchema, trialHoursInputSchema, listQuerySchema, adminTrialHoursListSchema, deletedIdSchema, trialHoursCoachesSchema, trialHoursCreatedSchema } from '@coaching/contracts';
import { ApiContract, OperatorGuard, parseListParams, parseWith, rowIdOf, setContentRange, uuidOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { AddTrialHoursCommand } from '../commands/add-trial-hours.command';
import { RemoveTrialHoursCommand } from '../commands/remove-trial-hours.command';
import { TrialErrors } from '../domain/trials-errors';
import { ListTrialHoursQuery } from '../queries/list-trial-hours.query';
import { ListCoachesQuery } from '@coaching/server-lessons/queries';

/** Weekly trial hours per game and coach, kept by the school's staff (ra-data-simple-rest). */
@Controller('admin-api/trial-hours')
@UseGuards(OperatorGuard)
export class AdminTrialHoursController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminTrialHoursListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: ADMIN_TRIAL_HOURS_SORT_FIELDS, defaultSort: ['weekday', 'ASC'], filter: adminTrialHoursFilterSchema });
    const page = await this.queries.execute(new ListTrialHoursQuery(params));
    setContentRange(res, 'trial-hours', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  /** The active coaches who may take trials, for the hours form (the lessons context's published query). */
  @ApiContract({ answer: trialHoursCoachesSchema })
  @Get('coaches')
  async coaches(@Query('game_id') gameId?: string) {
    const game = rowIdOf(gameId);
    const coaches = await this.queries.execute(new ListCoachesQuery(game ? { gameId: game } : {}));
    return coaches.map((c) => ({ id: c.id, name: c.name, game_id: c.gameId }));
  }

  @ApiContract({ answer: trialHoursCreatedSchema, body: trialHoursInputSchema })
  @Post()
  async create(@Body() body: unknown, @Req() req: Request) {
    const input = parseWith(trialHoursInputSchema, body);
    const { id } = await this.commands.execute(new AddTrialHoursCommand(input, req.session.operator!.id));
    return { id, ...input };
  }

  @ApiContract({ answer: deletedIdSchema })
  @Delete(':id')
  async remove(@Param('id') id: string, @Req() req: Request) {
    const hoursId = uuidOf(id, TrialErrors.TRIAL_NOT_FOUND);
    await this.commands.execute(new RemoveTrialHoursCommand(hoursId, req.session.operator!.id));
    return { id: hoursId };
  }
}
