import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AuditEntry } from '@coaching/contracts';
import { listQuerySchema, auditEntryListSchema } from '@coaching/contracts';
import { ApiContract, OperatorGuard, OperatorRoles, parseListParams, setContentRange, toCsv } from '@coaching/server-core';
import type { Response } from 'express';
import { z } from 'zod';
import { ListAuditLogQuery } from '../queries/list-audit-log.query';

const day = z.iso.date({ error: '日付はYYYY-MM-DDの形式で入力してください。' });
const listFilter = z
  .object({ operator_id: z.uuid({ error: 'オペレーターの指定が正しくありません。' }), from: day, to: day, event_type: z.string().trim().min(1).max(100) })
  .partial()
  .strict();
const CSV_MAX_ROWS = 50_000;

const tokyo = (iso: string) => new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo', hour12: false });

/** The audit log of every operator action (built from the events), for admins; also as CSV with the same filters. */
@Controller('admin-api/audit-log')
@UseGuards(OperatorGuard)
@OperatorRoles('admin')
export class AdminAuditLogController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ answer: auditEntryListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AuditEntry[]> {
    const params = parseListParams(query, { sortFields: ['recorded_at'] as const, defaultSort: ['recorded_at', 'DESC'], filter: listFilter });
    const { rows, total } = await this.queries.execute(new ListAuditLogQuery({ ...this.filterOf(params.filter), range: params.range }));
    setContentRange(res, 'audit-log', params.range.start, rows.length, total);
    return rows;
  }

  @ApiContract({ answerType: 'text/csv', query: listQuerySchema })
  @Get('export.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="audit-log.csv"')
  async csv(@Query() query: Record<string, unknown>): Promise<string> {
    const params = parseListParams(query, { sortFields: ['recorded_at'] as const, defaultSort: ['recorded_at', 'DESC'], filter: listFilter });
    const { rows } = await this.queries.execute(new ListAuditLogQuery({ ...this.filterOf(params.filter), range: { start: 0, end: CSV_MAX_ROWS - 1 } }));
    return toCsv(
      ['日時', 'オペレーター', '操作', '種類', '対象', '対象ID'],
      rows.map((r) => [tokyo(r.recorded_at), r.operator_name, r.summary, r.event_types.join(' '), r.stream_type, r.stream_id]),
    );
  }

  private filterOf(filter: z.infer<typeof listFilter>) {
    return { operatorId: filter.operator_id, from: filter.from, to: filter.to, eventType: filter.event_type };
  }
}
