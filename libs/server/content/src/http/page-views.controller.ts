import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { pageViewSchema, type PageViewStat, pageViewStatsAnswerSchema } from '@coaching/contracts';
import { ApiContract, ChangesNoData, OperatorGuard, parseWith, RateLimiter } from '@coaching/server-core';
import type { Request } from 'express';
import { z } from 'zod';
import { RecordPageViewCommand } from '../commands/record-page-view.command';
import { ListPageViewStatsQuery } from '../queries/list-page-view-stats.query';

/** Generous: one visitor browsing quickly stays well below it; a script flooding the table does not. */
const PER_ADDRESS = { limit: 120, windowSeconds: 60 };
const statsQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });

/**
 * The first-party page-view collector (used when no GA4 measurement id is configured). It is exempt
 * from CSRF: `sendBeacon` cannot send headers, and a page view changes nobody's data.
 */
@Controller()
export class PageViewsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @ApiContract({ answerType: 'none', body: pageViewSchema })
  @Post('api/analytics/page-views')
  @ChangesNoData('sendBeacon cannot send the token; a page view changes nobody’s data')
  @HttpCode(HttpStatus.NO_CONTENT)
  async record(@Body() body: unknown, @Req() req: Request): Promise<void> {
    const report = parseWith(pageViewSchema, body);
    // Over the limit the view is dropped quietly: the beacon ignores answers anyway.
    if (!(await this.limiter.hit('page-views', req.ip ?? 'unknown', PER_ADDRESS)).allowed) return;
    await this.commands.execute(new RecordPageViewCommand(report));
  }

  /** Visits by day (Asia/Tokyo) and page, for the back office's chart. */
  @ApiContract({ answer: pageViewStatsAnswerSchema, query: statsQuery })
  @Get('admin-api/page-view-stats')
  @UseGuards(OperatorGuard)
  async stats(@Query() query: Record<string, unknown>): Promise<{ data: PageViewStat[] }> {
    const { days } = parseWith(statsQuery, query);
    return { data: await this.queries.execute(new ListPageViewStatsQuery(days)) };
  }
}
