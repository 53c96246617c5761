import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type AdminNews, newsPreviewSchema, newsWriteSchema, listQuerySchema, adminNewsListSchema, adminNewsSchema, newsPreviewAnswerSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseListParams, parseWith, rowIdOf, setContentRange } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { CreateNewsCommand } from '../commands/create-news.command';
import { DeleteNewsCommand } from '../commands/delete-news.command';
import { UpdateNewsCommand } from '../commands/update-news.command';
import { ContentErrors } from '../domain/content-errors';
import { sanitizeNewsHtml } from '../domain/news-html';
import { GetAdminNewsQuery } from '../queries/get-admin-news.query';
import { ListAdminNewsQuery, NEWS_SORT_FIELDS } from '../queries/list-admin-news.query';

const listFilter = z
  .object({ q: z.string().trim().max(200), status: z.enum(['draft', 'scheduled', 'published']), game_id: z.number().int().positive().max(2_147_483_647) })
  .partial();

const newsIdOf = (text: string): number => rowIdOf(text, ContentErrors.NEWS_NOT_FOUND);

/** News in the conventions of ra-data-simple-rest: every operator reads, only admins write. */
@Controller('admin-api/news')
@UseGuards(OperatorGuard)
export class AdminNewsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminNewsListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminNews[]> {
    const params = parseListParams(query, { sortFields: NEWS_SORT_FIELDS, defaultSort: ['published_at', 'DESC'], filter: listFilter });
    const { rows, total } = await this.queries.execute(new ListAdminNewsQuery(params));
    setContentRange(res, 'news', params.range.start, rows.length, total);
    return rows;
  }

  /** The body as members will see it (the same sanitiser), for the editor's preview. */
  @ApiContract({ answer: newsPreviewAnswerSchema, body: newsPreviewSchema })
  @Post('preview')
  @HttpCode(HttpStatus.OK)
  @OperatorRoles('admin')
  preview(@Body() body: unknown): { data: { body: string } } {
    return { data: { body: sanitizeNewsHtml(parseWith(newsPreviewSchema, body).body) } };
  }

  @ApiContract({ answer: adminNewsSchema })
  @Get(':id')
  async show(@Param('id') id: string): Promise<AdminNews> {
    const news = await this.queries.execute(new GetAdminNewsQuery(newsIdOf(id)));
    if (!news) throw domainError(ContentErrors.NEWS_NOT_FOUND);
    return news;
  }

  @ApiContract({ answer: adminNewsSchema, body: newsWriteSchema })
  @Post()
  @OperatorRoles('admin')
  create(@Body() body: unknown, @Req() req: Request): Promise<AdminNews> {
    return this.commands.execute(new CreateNewsCommand(parseWith(newsWriteSchema, body), req.session.operator!.id));
  }

  @ApiContract({ answer: adminNewsSchema, body: newsWriteSchema })
  @Put(':id')
  @OperatorRoles('admin')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminNews> {
    const newsId = newsIdOf(id);
    const news = await this.commands.execute(new UpdateNewsCommand(newsId, parseWith(newsWriteSchema, body), req.session.operator!.id));
    if (!news) throw domainError(ContentErrors.NEWS_NOT_FOUND);
    return news;
  }

  @ApiContract({ answer: adminNewsSchema })
  @Delete(':id')
  @OperatorRoles('admin')
  async remove(@Param('id') id: string, @Req() req: Request): Promise<AdminNews> {
    const news = await this.commands.execute(new DeleteNewsCommand(newsIdOf(id), req.session.operator!.id));
    if (!news) throw domainError(ContentErrors.NEWS_NOT_FOUND);
    return news;
  }
}
