import { Controller, Get, Inject, NotFoundException, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OperationsMessages, PARKED_REACTION_SORT_FIELDS } from '@coaching/contracts';
import {
  EventStore,
  getParkedReaction,
  listParkedReactions,
  OperatorGuard,
  OperatorRoles,
  parseListParams,
  parseParkedReactionId,
  replayParkedReaction,
  setContentRange,
  sqlTransaction,
} from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';

const filter = z.object({ resolved: z.boolean().optional() }).strict();
const notFound = () => new NotFoundException({ message: OperationsMessages.parkedReactionNotFound });

/** A parked reaction's own stream: who replayed it and when, for the audit log. */
const parkedReactionStream = (key: { eventId: string; reactor: string }) => ({ id: `parked-reaction-${key.eventId}.${key.reactor}`, type: 'parked-reaction' });

/**
 * Work the worker gave up on (a reactor that failed on every attempt), for admins: see it, and once its
 * cause is fixed, try it again. Nothing a reactor failed on is skipped silently.
 */
@Controller('admin-api/parked-reactions')
@UseGuards(OperatorGuard)
@OperatorRoles('admin')
export class ParkedReactionsController {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

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

  /** The replay and the operator's record of it on the parked reaction's stream, in one transaction. */
  @Post(':id/replay')
  async replay(@Param('id') id: string, @Req() req: Request) {
    const key = parseParkedReactionId(id);
    if (!key) throw notFound();
    const parked = await sqlTransaction(this.em, async (tx) => {
      const replayed = await replayParkedReaction(tx, key);
      const data = { eventId: key.eventId, reactor: key.reactor, eventType: replayed?.event_type ?? null, streamId: replayed?.stream_id ?? null };
      if (replayed) await this.store.record(tx, parkedReactionStream(key), [{ type: 'ParkedReactionReplayed', data }], { actor: { type: 'operator', id: req.session.operator!.id } });
      return replayed;
    });
    if (!parked) throw notFound();
    return { message: OperationsMessages.replayQueued, data: parked };
  }
}
