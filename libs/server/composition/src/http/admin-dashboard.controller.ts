import { dashboardStatsSchema } from '@coaching/contracts';
import { BadRequestException, Controller, Get, Header, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { DashboardStats } from '@coaching/contracts';
import { ApiContract, OperatorGuard, toCsv } from '@coaching/server-core';
import { dashboardSpan } from '../domain/dashboard-metrics';
import { GetDashboardQuery } from '../queries/get-dashboard.query';

const rate = (value: number | null) => (value === null ? '' : value);
const tokyoDateTime = (iso: string) => new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo', hour12: false });

/** Each list of the dashboard as CSV: the header and the rows. */
const CSV: Record<string, (stats: DashboardStats) => [string[], unknown[][]]> = {
  months: (s) => [
    ['月', '売上（円）', '返金（円）', '新規会員', '有効な定期契約', '終了した契約', '解約率（%）', '無料体験', '有料化', '有料化率（%）'],
    s.months.map((m) => [m.month, m.revenue, m.refunds, m.new_members, m.active_subscriptions, m.ended_subscriptions, rate(m.churn_rate), m.trials, m.converted_trials, rate(m.conversion_rate)]),
  ],
  coaches: (s) => [['コーチ', '実施レッスン', '無断欠席', '無断欠席率（%）'], s.coaches.map((c) => [c.coach_name, c.lessons_given, c.no_shows, rate(c.no_show_rate)])],
  refunds: (s) => [['返金日時', '内容', '金額（円）', '注文ID'], s.refunds.map((r) => [tokyoDateTime(r.refunded_at), r.what, r.amount, r.id])],
};

/**
 * The back office's dashboard (staff: admin and support, docs/permissions.md): a span of Tokyo months
 * (`?from=2026-04&to=2026-09`, six months up to this one by default), and each of its lists as CSV.
 */
@Controller('admin-api/dashboard')
@UseGuards(OperatorGuard)
export class AdminDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ answer: dashboardStatsSchema })
  @Get()
  async show(@Query('from') from?: string, @Query('to') to?: string): Promise<DashboardStats> {
    return this.queries.execute(new GetDashboardQuery(this.span(from, to)));
  }

  @ApiContract({ answerType: 'text/csv' })
  @Get(':list.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async csv(@Param('list') list: string, @Query('from') from?: string, @Query('to') to?: string): Promise<string> {
    const table = Object.hasOwn(CSV, list) ? CSV[list] : undefined;
    if (!table) throw new BadRequestException({ message: '出力できる一覧は months・coaches・refunds です。' });
    const [header, rows] = table(await this.queries.execute(new GetDashboardQuery(this.span(from, to))));
    return toCsv(header, rows);
  }

  private span(from: unknown, to: unknown) {
    if ((from !== undefined && typeof from !== 'string') || (to !== undefined && typeof to !== 'string')) throw new BadRequestException({ message: '期間の指定が正しくありません。' });
    const span = dashboardSpan({ from, to }, new Date());
    if ('error' in span) throw new BadRequestException({ message: span.error });
    return span;
  }
}
