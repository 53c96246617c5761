import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { CoachTrialConversionMonth } from '@coaching/contracts';
import { coachTrialConversion } from './admin-trials';
import { ListCoachTrialConversionQuery } from './list-coach-trial-conversion.query';

@QueryHandler(ListCoachTrialConversionQuery)
export class ListCoachTrialConversionHandler implements IQueryHandler<ListCoachTrialConversionQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  execute({ months, now }: ListCoachTrialConversionQuery): Promise<CoachTrialConversionMonth[]> {
    return coachTrialConversion(this.em.fork(), this.queries, months, now);
  }
}
