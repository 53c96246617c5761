import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ParkedReactionDto } from '@coaching/contracts';
import { getParkedReaction } from '@coaching/server-core';
import { GetParkedReactionQuery } from './get-parked-reaction.query';

@QueryHandler(GetParkedReactionQuery)
export class GetParkedReactionHandler implements IQueryHandler<GetParkedReactionQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  execute({ key }: GetParkedReactionQuery): Promise<ParkedReactionDto | null> {
    return getParkedReaction(this.em.fork(), key);
  }
}
