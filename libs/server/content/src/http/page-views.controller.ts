import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Query, Req, UseGuards } from '@nestjs/common';
import { pageViewSchema, type PageViewStat } from '@coaching/contracts';
import { APP_CONFIG, type AppConfig, ChangesNoData, OperatorGuard, parseWith, RateLimiter, sql } from '@coaching/server-core';
import type { Request } from 'express';
import { z } from 'zod';
import { toPageViewRow } from '../domain/page-view';

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
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('api/analytics/page-views')
  @ChangesNoData('sendBeacon cannot send the token; a page view changes nobody’s data')
  @HttpCode(HttpStatus.NO_CONTENT)
  async record(@Body() body: unknown, @Req() req: Request): Promise<void> {
    const report = parseWith(pageViewSchema, body);
    // Over the limit the view is dropped quietly: the beacon ignores answers anyway.
    if (!(await this.limiter.hit('page-views', req.ip ?? 'unknown', PER_ADDRESS)).allowed) return;
    const row = toPageViewRow(report, new URL(this.config.APP_URL).origin);
    await sql(this.em.fork(), 'insert into page_views (path, title, referrer) values (?, ?, ?)', [row.path, row.title, row.referrer]);
  }

  /** Visits by day (Asia/Tokyo) and page, for the back office's chart. */
  @Get('admin-api/page-view-stats')
  @UseGuards(OperatorGuard)
  async stats(@Query() query: Record<string, unknown>): Promise<{ data: PageViewStat[] }> {
    const { days } = parseWith(statsQuery, query);
    const rows = await sql<{ day: string; path: string; views: string }>(
      this.em.fork(),
      `select to_char(viewed_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD') as day, path, count(*) as views
         from page_views where viewed_at >= now() - (? * interval '1 day')
        group by 1, 2 order by 1, 3 desc`,
      [days],
    );
    return { data: rows.map((r) => ({ day: r.day, path: r.path, views: Number(r.views) })) };
  }
}
