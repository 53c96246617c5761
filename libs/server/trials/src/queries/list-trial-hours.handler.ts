import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminTrialHours } from '@coaching/contracts';
import { listTrialHours } from './admin-trials';
import { ListTrialHoursQuery } from './list-trial-hours.query';

@QueryHandler(ListTrialHoursQuery)
export class ListTrialHoursHandler implements IQueryHandler<ListTrialHoursQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  execute({ criteria }: ListTrialHoursQuery): Promise<{ rows: AdminTrialHours[]; total: number }> {
    return listTrialHours(this.em.fork(), this.queries, criteria);
  }
}
