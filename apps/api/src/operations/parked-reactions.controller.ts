import { Controller, Get, Inject, NotFoundException, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { OperationsMessages, PARKED_REACTION_SORT_FIELDS, listQuerySchema, parkedReactionListSchema, parkedReactionReplayedAnswerSchema, parkedReactionSchema } from '@coaching/contracts';
import { ApiContract, OperatorGuard, OperatorRoles, parseListParams, parseParkedReactionId, setContentRange } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { GetParkedReactionQuery } from './get-parked-reaction.query';
import { ListParkedReactionsQuery } from './list-parked-reactions.query';
import { ReplayParkedReactionCommand } from './replay-parked-reaction.command';

const filter = z.object({ resolved: z.boolean().optional() }).strict();
const notFound = () => new NotFoundException({ message: OperationsMessages.parkedReactionNotFound });

/**
 * Work the worker gave up on (a reactor that failed on every attempt), for admins: see it, and once its
 * cause is fixed, try it again. Nothing a reactor failed on is skipped silently.
 */
@Controller('admin-api/parked-reactions')
@UseGuards(OperatorGuard)
@OperatorRoles('admin')
export class ParkedReactionsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: parkedReactionListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: PARKED_REACTION_SORT_FIELDS, defaultSort: ['parked_at', 'DESC'], filter });
    const page = await this.queries.execute(new ListParkedReactionsQuery({ resolved: params.filter.resolved, sort: params.sort, range: params.range }));
    setContentRange(res, 'parked-reactions', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @ApiContract({ answer: parkedReactionSchema })
  @Get(':id')
  async show(@Param('id') id: string) {
    const key = parseParkedReactionId(id);
    const parked = key ? await this.queries.execute(new GetParkedReactionQuery(key)) : null;
    if (!parked) throw notFound();
    return parked;
  }

  /** The replay, and the operator's record of it on the parked reaction's stream (one transaction, the command's). */
  @ApiContract({ answer: parkedReactionReplayedAnswerSchema })
  @Post(':id/replay')
  async replay(@Param('id') id: string, @Req() req: Request) {
    const key = parseParkedReactionId(id);
    if (!key) throw notFound();
    const parked = await this.commands.execute(new ReplayParkedReactionCommand(key, req.session.operator!.id));
    if (!parked) throw notFound();
    return { message: OperationsMessages.replayQueued, data: parked };
  }
}
