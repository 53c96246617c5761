import { Body, Controller, Get, Header, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CAMP_GRADE_LABELS, CAMP_STATUS_LABELS, campEventSchema, type AdminCampEvent, listQuerySchema, adminCampEventListSchema, adminCampEventSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseListParams, parseWith, rowIdOf, setContentRange, toCsv } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { SaveCampEventCommand } from '../commands/save-camp-event.command';
import { CampErrors } from '../domain/camp-errors';
import { GetCampEventQuery } from '../queries/get-camp-event.query';
import { CAMP_EVENT_SORT_FIELDS, ListCampEventsQuery } from '../queries/list-camp-events.query';
import { ListCampParticipantsQuery } from '../queries/list-camp-participants.query';

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** `id`: react-admin's getMany (the application list's camp choice reads its camp back). */
const listFilter = z.object({ id: z.union([id, z.array(id).max(500)]) }).partial();
const parseId = (text: string) => rowIdOf(text, CampErrors.CAMP_NOT_FOUND);

/** Camp events in the conventions of ra-data-simple-rest; editing is for admins, reading for any operator. */
@Controller('admin-api/camp-events')
@UseGuards(OperatorGuard)
export class AdminCampEventsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminCampEventListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminCampEvent[]> {
    const params = parseListParams(query, { sortFields: CAMP_EVENT_SORT_FIELDS, defaultSort: ['starts_at', 'DESC'], filter: listFilter });
    const ids = params.filter.id === undefined ? undefined : Array.isArray(params.filter.id) ? params.filter.id : [params.filter.id];
    const { rows, total } = await this.queries.execute(new ListCampEventsQuery({ ids, sort: params.sort, range: params.range }));
    setContentRange(res, 'camp-events', params.range.start, rows.length, total);
    return rows;
  }

  @ApiContract({ answer: adminCampEventSchema })
  @Get(':id')
  async show(@Param('id') text: string): Promise<AdminCampEvent> {
    const camp = await this.queries.execute(new GetCampEventQuery(parseId(text)));
    if (!camp) throw domainError(CampErrors.CAMP_NOT_FOUND);
    return camp;
  }

  @ApiContract({ answer: adminCampEventSchema, body: campEventSchema })
  @Post()
  @OperatorRoles('admin')
  async create(@Body() body: unknown, @Req() req: Request): Promise<AdminCampEvent> {
    return this.commands.execute(new SaveCampEventCommand(null, parseWith(campEventSchema, body), req.session.operator!.id));
  }

  @ApiContract({ answer: adminCampEventSchema, body: campEventSchema })
  @Put(':id')
  @OperatorRoles('admin')
  async update(@Param('id') text: string, @Body() body: unknown, @Req() req: Request): Promise<AdminCampEvent> {
    const campId = parseId(text);
    return this.commands.execute(new SaveCampEventCommand(campId, parseWith(campEventSchema, body), req.session.operator!.id));
  }

  /** The venue's participant list (UTF-8 with a BOM, so spreadsheet software reads the Japanese). */
  @ApiContract({ answerType: 'text/csv' })
  @Get(':id/participants.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async participants(@Param('id') text: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const list = await this.queries.execute(new ListCampParticipantsQuery(parseId(text)));
    if (!list) throw domainError(CampErrors.CAMP_NOT_FOUND);
    res.setHeader('Content-Disposition', `attachment; filename="camp-${parseId(text)}-participants.csv"`);
    const header = ['お子さまの名前', 'フリガナ', '学年', 'アレルギー・備考', '緊急連絡先', '緊急連絡先の電話番号', '保護者', '保護者の電話番号', '保護者のメールアドレス', '支払い状況'];
    const lines = list.participants.map((p) => [p.name, p.kana, CAMP_GRADE_LABELS[p.grade], p.notes, p.emergency_name, p.emergency_phone, p.parent_name, p.parent_phone, p.parent_email, CAMP_STATUS_LABELS[p.status]]);
    return toCsv(header, lines);
  }
}
