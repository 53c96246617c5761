import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_TRIAL_SORT_FIELDS, adminTrialFilterSchema, trialAttendanceSchema, trialConversionQuerySchema } from '@coaching/contracts';
import { domainError, MemberDirectory, OperatorGuard, parseListParams, parseWith, setContentRange } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { CancelTrialCommand } from '../commands/cancel-trial.command';
import { RecordTrialAttendanceCommand } from '../commands/record-trial-attendance.command';
import { TrialErrors } from '../domain/trials-errors';
import { trialIdParam } from './trial-id';
import { listAdminTrials, trialConversion } from '../queries/admin-trials';


/** Trial bookings for the school's staff (ra-data-simple-rest): the list, attendance, the school's cancellation, conversion. */
@Controller('admin-api')
@UseGuards(OperatorGuard)
export class AdminTrialsController {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  @Get('trials')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: ADMIN_TRIAL_SORT_FIELDS, defaultSort: ['starts_at', 'DESC'], filter: adminTrialFilterSchema });
    const page = await listAdminTrials(this.em.fork(), this.members, this.queries, params);
    setContentRange(res, 'trials', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @Get('trial-conversion')
  conversion(@Query() query: Record<string, unknown>) {
    const { from, to, game_id } = parseWith(trialConversionQuerySchema, query);
    return trialConversion(this.em.fork(), from, to, game_id);
  }

  @Get('trials/:id')
  async show(@Param('id') id: string) {
    return this.one(trialIdParam(id));
  }

  @Post('trials/:id/attendance')
  @HttpCode(200)
  async attendance(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { attended } = parseWith(trialAttendanceSchema, body);
    await this.commands.execute(new RecordTrialAttendanceCommand(trialIdParam(id), attended, req.session.operator!.id));
    return this.one(id);
  }

  /** The school calls a booking off: the member is mailed and gets the trial back. */
  @Post('trials/:id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @Req() req: Request) {
    await this.commands.execute(new CancelTrialCommand(trialIdParam(id), { type: 'school', operatorId: req.session.operator!.id }));
    return this.one(id);
  }

  private async one(id: string) {
    const params = { sort: { field: 'starts_at' as const, order: 'DESC' as const }, range: { start: 0, end: 0 }, filter: {} };
    const { rows } = await listAdminTrials(this.em.fork(), this.members, this.queries, params, id);
    if (!rows[0]) throw domainError(TrialErrors.TRIAL_NOT_FOUND);
    return rows[0];
  }
}
