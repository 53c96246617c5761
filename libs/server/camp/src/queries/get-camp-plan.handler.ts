import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CampPlanAnswer } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CampErrors } from '../domain/camp-errors';
import { campPlanOf, openCampEvent } from './camp-events';
import { GetCampPlanQuery } from './get-camp-plan.query';

@QueryHandler(GetCampPlanQuery)
export class GetCampPlanHandler implements IQueryHandler<GetCampPlanQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ count }: GetCampPlanQuery): Promise<CampPlanAnswer> {
    const camp = await openCampEvent(this.em.fork(), new Date());
    if (!camp) throw domainError(CampErrors.PERIOD_ENDED);
    return { plan: campPlanOf(camp), calc: { count, total: camp.price * count } };
  }
}
