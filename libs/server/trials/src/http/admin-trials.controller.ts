import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ADMIN_TRIAL_SORT_FIELDS, adminTrialFilterSchema, coachTrialConversionQuerySchema, trialAttendanceSchema, trialConversionQuerySchema, listQuerySchema, adminTrialListSchema, adminTrialSchema, coachTrialConversionAnswerSchema, trialConversionStatsSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseListParams, parseWith, setContentRange, uuidOf } from '@coaching/server-core';
import { GetCoachScopeQuery } from '@coaching/server-lessons/queries';
import type { Request, Response } from 'express';
import { CancelTrialCommand } from '../commands/cancel-trial.command';
import { RecordTrialAttendanceCommand } from '../commands/record-trial-attendance.command';
import { TrialErrors } from '../domain/trials-errors';
import { GetAdminTrialQuery } from '../queries/get-admin-trial.query';
import { GetTrialConversionQuery } from '../queries/get-trial-conversion.query';
import { ListAdminTrialsQuery } from '../queries/list-admin-trials.query';
import { ListCoachTrialConversionQuery } from '../queries/list-coach-trial-conversion.query';

const trialIdOf = (id: string) => uuidOf(id, TrialErrors.TRIAL_NOT_FOUND);


/** Trial bookings for the school's staff (ra-data-simple-rest): the list, attendance, the school's cancellation, conversion; a coach marks their own trials' attendance. */
@Controller('admin-api')
@UseGuards(OperatorGuard)
export class AdminTrialsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminTrialListSchema, query: listQuerySchema })
  @Get('trials')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: ADMIN_TRIAL_SORT_FIELDS, defaultSort: ['starts_at', 'DESC'], filter: adminTrialFilterSchema });
    const page = await this.queries.execute(new ListAdminTrialsQuery(params));
    setContentRange(res, 'trials', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @ApiContract({ answer: trialConversionStatsSchema, query: trialConversionQuerySchema })
  @Get('trial-conversion')
  conversion(@Query() query: Record<string, unknown>) {
    const { from, to, game_id } = parseWith(trialConversionQuerySchema, query);
    return this.queries.execute(new GetTrialConversionQuery(from, to, game_id));
  }

  /** Per coach and Tokyo month (issue 30): held, no-shows, bought within 30 days. Admin and support only: a coach has no trial figures. */
  @ApiContract({ answer: coachTrialConversionAnswerSchema, query: coachTrialConversionQuerySchema })
  @Get('trial-conversion/coaches')
  async coachConversion(@Query() query: Record<string, unknown>) {
    const { months } = parseWith(coachTrialConversionQuerySchema, query);
    return { data: await this.queries.execute(new ListCoachTrialConversionQuery(months)) };
  }

  @ApiContract({ answer: adminTrialSchema })
  @Get('trials/:id')
  async show(@Param('id') id: string) {
    return this.one(trialIdOf(id));
  }

  /** Staff mark any trial; a coach only one booked with them (their agenda), another's is not found (404). */
  @ApiContract({ answer: adminTrialSchema, body: trialAttendanceSchema })
  @Post('trials/:id/attendance')
  @OperatorRoles('admin', 'support', 'coach')
  @HttpCode(200)
  async attendance(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { attended } = parseWith(trialAttendanceSchema, body);
    const { id: operatorId, name, role } = req.session.operator!;
    const coachScope = await this.queries.execute(new GetCoachScopeQuery({ id: operatorId, name, role }));
    await this.commands.execute(new RecordTrialAttendanceCommand(trialIdOf(id), attended, operatorId, coachScope));
    return this.one(id);
  }

  /** The school calls a booking off: the member is mailed and gets the trial back. */
  @ApiContract({ answer: adminTrialSchema })
  @Post('trials/:id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @Req() req: Request) {
    await this.commands.execute(new CancelTrialCommand(trialIdOf(id), { type: 'school', operatorId: req.session.operator!.id }));
    return this.one(id);
  }

  private async one(id: string) {
    const trial = await this.queries.execute(new GetAdminTrialQuery(id));
    if (!trial) throw domainError(TrialErrors.TRIAL_NOT_FOUND);
    return trial;
  }
}
