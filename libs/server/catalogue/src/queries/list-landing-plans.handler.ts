import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LandingPlanDto } from '@coaching/contracts';
import { toLandingPlans } from '../domain/landing-plans';
import { Plan } from '../entities/plan.entity';
import { ListLandingPlansQuery } from './list-landing-plans.query';
import { sellablePlans } from './sellable';

/** The landing's price table (spec §9): the one-to-one online plans; group, add and offline plans are bought on /payments. */
@QueryHandler(ListLandingPlansQuery)
export class ListLandingPlansHandler implements IQueryHandler<ListLandingPlansQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<LandingPlanDto[]> {
    const plans = await this.em
      .fork()
      .find(Plan, sellablePlans({ game: { isLegacy: false } }, { planType: 'normal', isGroup: false, lessonType: 'online' }), { populate: ['game'], orderBy: [{ game: { sortOrder: 'ASC', id: 'ASC' } }, { sortOrder: 'ASC', id: 'ASC' }] });
    return toLandingPlans(plans.filter((plan) => plan.isVisible()).map((plan) => plan.toDto()));
  }
}
