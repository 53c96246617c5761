import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CAMP_APPLICATION_STATUSES, campUnpaidCancelSchema, type AdminCampApplication, listQuerySchema, adminCampApplicationListSchema, adminCampApplicationSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseListParams, parseWith, setContentRange, uuidOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { CancelCampApplicationCommand } from '../commands/cancel-camp-application.command';
import { CancelUnpaidCampApplicationCommand } from '../commands/cancel-unpaid-camp-application.command';
import { RecordCampRefundCommand } from '../commands/record-camp-refund.command';
import { RecordCampTransferCommand } from '../commands/record-camp-transfer.command';
import { CampErrors } from '../domain/camp-errors';
import { GetCampApplicationQuery } from '../queries/get-camp-application.query';
import { CAMP_APPLICATION_SORT_FIELDS, ListCampApplicationsQuery } from '../queries/list-camp-applications.query';

const listFilter = z
  .object({ q: z.string().trim().max(200).optional(), status: z.enum(CAMP_APPLICATION_STATUSES).optional(), camp_event_id: z.coerce.number().int().positive().max(2_147_483_647).optional() })
  .partial();
const REASON = '取消の理由は500文字以内で入力してください。';
const cancelBody = z.discriminatedUnion(
  'by',
  [
    z.object({ by: z.literal('parent'), no_contact: z.boolean().optional().default(false), reason: z.string({ error: REASON }).trim().max(500, { error: REASON }).optional().default('') }),
    z.object({
      by: z.literal('school'),
      days: z.coerce.number().int().min(1).max(30),
      cancelled_days: z.coerce.number().int().min(1).max(30),
      reason: z.string({ error: REASON }).trim().max(500, { error: REASON }).optional().default(''),
    }),
  ],
  { error: '取消の種類を選択してください。' },
);

const parseUuid = (id: string) => uuidOf(id, CampErrors.APPLICATION_NOT_FOUND);

/** Camp applications for the back office: the list, one application, a transfer received, a cancellation with its fee. */
@Controller('admin-api/camp-applications')
@UseGuards(OperatorGuard)
export class AdminCampApplicationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminCampApplicationListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminCampApplication[]> {
    const params = parseListParams(query, { sortFields: CAMP_APPLICATION_SORT_FIELDS, defaultSort: ['applied_at', 'DESC'], filter: listFilter });
    const { rows, total } = await this.queries.execute(new ListCampApplicationsQuery({ ...params.filter, sort: params.sort, range: params.range }));
    setContentRange(res, 'camp-applications', params.range.start, rows.length, total);
    return rows;
  }

  @ApiContract({ answer: adminCampApplicationSchema })
  @Get(':id')
  async show(@Param('id') id: string): Promise<AdminCampApplication> {
    const application = await this.queries.execute(new GetCampApplicationQuery(parseUuid(id)));
    if (!application) throw domainError(CampErrors.APPLICATION_NOT_FOUND);
    return application;
  }

  @ApiContract({ answer: adminCampApplicationSchema })
  @Post(':id/transfer-received')
  @HttpCode(HttpStatus.OK)
  async transferReceived(@Param('id') id: string, @Req() req: Request): Promise<AdminCampApplication> {
    await this.commands.execute(new RecordCampTransferCommand(parseUuid(id), req.session.operator!.id));
    return (await this.queries.execute(new GetCampApplicationQuery(id)))!;
  }

  /** A cancelled application's refund: a transfer's sent back by bank, or a card's asked of the provider again. */
  @ApiContract({ answer: adminCampApplicationSchema })
  @Post(':id/refund-sent')
  @HttpCode(HttpStatus.OK)
  @OperatorRoles('admin')
  async refundSent(@Param('id') id: string, @Req() req: Request): Promise<AdminCampApplication> {
    await this.commands.execute(new RecordCampRefundCommand(parseUuid(id), req.session.operator!.id));
    return (await this.queries.execute(new GetCampApplicationQuery(id)))!;
  }

  /**
   * Issue 34: an application whose bank transfer is awaited, cancelled for the parent who backed out (admin and
   * support: no money moves): the reason recorded, the seats freed at once, the parent mailed.
   */
  @ApiContract({ answer: adminCampApplicationSchema, body: campUnpaidCancelSchema })
  @Post(':id/cancel-unpaid')
  @HttpCode(HttpStatus.OK)
  @OperatorRoles('admin', 'support')
  async cancelUnpaid(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminCampApplication> {
    const { reason } = parseWith(campUnpaidCancelSchema, body);
    await this.commands.execute(new CancelUnpaidCampApplicationCommand(parseUuid(id), reason, { type: 'operator', operatorId: req.session.operator!.id }));
    return (await this.queries.execute(new GetCampApplicationQuery(id)))!;
  }

  @ApiContract({ answer: adminCampApplicationSchema, body: cancelBody })
  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @OperatorRoles('admin')
  async cancel(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminCampApplication> {
    const request = parseWith(cancelBody, body);
    const command =
      request.by === 'parent'
        ? new CancelCampApplicationCommand(parseUuid(id), { by: 'parent', noContact: request.no_contact, reason: request.reason }, req.session.operator!.id)
        : new CancelCampApplicationCommand(parseUuid(id), { by: 'school', days: request.days, cancelledDays: request.cancelled_days, reason: request.reason }, req.session.operator!.id);
    await this.commands.execute(command);
    return (await this.queries.execute(new GetCampApplicationQuery(id)))!;
  }
}
