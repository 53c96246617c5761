import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Plan } from '../entities/plan.entity';
import { GetPlanSummariesQuery, type PlanSummary } from './get-plan-summaries.query';

@QueryHandler(GetPlanSummariesQuery)
export class GetPlanSummariesHandler implements IQueryHandler<GetPlanSummariesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ planIds }: GetPlanSummariesQuery): Promise<PlanSummary[]> {
    if (planIds.length === 0) return [];
    const plans = await this.em.fork().find(Plan, { id: { $in: [...planIds] } }, { populate: ['game'] });
    return plans.map((p) => ({
      id: p.id,
      name: p.name,
      planType: p.planType,
      isGroup: p.isGroup,
      lessonType: p.lessonType,
      lessonCount: p.lessonCount,
      game: { id: p.game.id, name: p.game.name, discordUrl: p.game.discordUrl },
    }));
  }
}
