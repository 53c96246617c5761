import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PlanDto } from '@coaching/contracts';
import { Plan } from '../entities/plan.entity';
import { GetPurchasablePlanQuery } from './get-purchasable-plan.query';
import { sellablePlans } from './sellable';

@QueryHandler(GetPurchasablePlanQuery)
export class GetPurchasablePlanHandler implements IQueryHandler<GetPurchasablePlanQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ planId }: GetPurchasablePlanQuery): Promise<PlanDto | null> {
    const plan = await this.em.fork().findOne(Plan, sellablePlans({ id: planId }), { populate: ['game'] });
    return plan?.isVisible() ? plan.toDto() : null;
  }
}
