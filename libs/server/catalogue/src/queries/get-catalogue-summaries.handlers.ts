import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Game } from '../entities/game.entity';
import { Plan } from '../entities/plan.entity';
import { GetGameSummariesQuery, GetPlanSummariesQuery, type GameSummary, type PlanSummary } from './get-catalogue-summaries.query';

@QueryHandler(GetGameSummariesQuery)
export class GetGameSummariesHandler implements IQueryHandler<GetGameSummariesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ gameIds }: GetGameSummariesQuery): Promise<GameSummary[]> {
    if (gameIds.length === 0) return [];
    const games = await this.em.fork().find(Game, { id: { $in: [...gameIds] } }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    return games.map((g) => ({ id: g.id, name: g.name, isLegacy: g.isLegacy, discordUrl: g.discordUrl, sortOrder: g.sortOrder }));
  }
}

@QueryHandler(GetPlanSummariesQuery)
export class GetPlanSummariesHandler implements IQueryHandler<GetPlanSummariesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ planIds }: GetPlanSummariesQuery): Promise<PlanSummary[]> {
    if (planIds.length === 0) return [];
    const plans = await this.em.fork().find(Plan, { id: { $in: [...planIds] } }, { populate: ['game'] });
    return plans.map((p) => ({
      id: p.id,
      name: p.name,
      lessonType: p.lessonType,
      lessonCount: p.lessonCount,
      game: { id: p.game.id, name: p.game.name, discordUrl: p.game.discordUrl },
    }));
  }
}
