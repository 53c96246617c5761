import { Controller, Get, Inject, NotFoundException, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OperationsMessages, PARKED_REACTION_SORT_FIELDS } from '@coaching/contracts';
import { getParkedReaction, listParkedReactions, OperatorGuard, OperatorRoles, parseListParams, parseParkedReactionId, replayParkedReaction, setContentRange } from '@coaching/server-core';
import type { Response } from 'express';
import { z } from 'zod';

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
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: PARKED_REACTION_SORT_FIELDS, defaultSort: ['parked_at', 'DESC'], filter });
    const page = await listParkedReactions(this.em.fork(), { resolved: params.filter.resolved, sort: params.sort, range: params.range });
    setContentRange(res, 'parked-reactions', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  async show(@Param('id') id: string) {
    const key = parseParkedReactionId(id);
    const parked = key ? await getParkedReaction(this.em.fork(), key) : null;
    if (!parked) throw notFound();
    return parked;
  }

  @Post(':id/replay')
  async replay(@Param('id') id: string) {
    const key = parseParkedReactionId(id);
    const parked = key ? await replayParkedReaction(this.em, key) : null;
    if (!parked) throw notFound();
    return { message: OperationsMessages.replayQueued, data: parked };
  }
}
