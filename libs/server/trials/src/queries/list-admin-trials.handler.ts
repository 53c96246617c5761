import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminTrial } from '@coaching/contracts';
import { listAdminTrials } from './admin-trials';
import { ListAdminTrialsQuery } from './list-admin-trials.query';

@QueryHandler(ListAdminTrialsQuery)
export class ListAdminTrialsHandler implements IQueryHandler<ListAdminTrialsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  execute({ criteria }: ListAdminTrialsQuery): Promise<{ rows: AdminTrial[]; total: number }> {
    return listAdminTrials(this.em.fork(), this.queries, criteria);
  }
}
