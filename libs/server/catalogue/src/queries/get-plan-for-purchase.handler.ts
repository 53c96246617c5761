import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { offeredPrices } from '@coaching/contracts';
import { Plan } from '../entities/plan.entity';
import { GetPlanForPurchaseQuery, type PlanForPurchase } from './get-plan-for-purchase.query';
import { sellablePlans } from './sellable';

@QueryHandler(GetPlanForPurchaseQuery)
export class GetPlanForPurchaseHandler implements IQueryHandler<GetPlanForPurchaseQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ planId }: GetPlanForPurchaseQuery): Promise<PlanForPurchase | null> {
    const plan = await this.em.fork().findOne(Plan, sellablePlans({ id: planId }), { populate: ['game'] });
    if (!plan?.isVisible()) return null;
    return {
      id: plan.id,
      code: plan.code,
      name: plan.name,
      game: { id: plan.game.id, name: plan.game.name, discordUrl: plan.game.discordUrl },
      planType: plan.planType,
      isGroup: plan.isGroup,
      lessonType: plan.lessonType,
      lessonCount: plan.lessonCount,
      taxRate: plan.taxRate,
      prices: offeredPrices(plan.pricing()),
    };
  }
}
