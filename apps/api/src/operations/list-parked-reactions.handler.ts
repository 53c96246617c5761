import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ParkedReactionDto } from '@coaching/contracts';
import { listParkedReactions } from '@coaching/server-core';
import { ListParkedReactionsQuery } from './list-parked-reactions.query';

@QueryHandler(ListParkedReactionsQuery)
export class ListParkedReactionsHandler implements IQueryHandler<ListParkedReactionsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  execute({ criteria }: ListParkedReactionsQuery): Promise<{ rows: ParkedReactionDto[]; total: number }> {
    return listParkedReactions(this.em.fork(), criteria);
  }
}
