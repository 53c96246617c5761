import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Game } from '../entities/game.entity';
import { type GameSummary, GetGameSummariesQuery } from './get-game-summaries.query';

@QueryHandler(GetGameSummariesQuery)
export class GetGameSummariesHandler implements IQueryHandler<GetGameSummariesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ gameIds }: GetGameSummariesQuery): Promise<GameSummary[]> {
    if (gameIds.length === 0) return [];
    const games = await this.em.fork().find(Game, { id: { $in: [...gameIds] } }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    return games.map((g) => ({ id: g.id, name: g.name, isLegacy: g.isLegacy, discordUrl: g.discordUrl, sortOrder: g.sortOrder }));
  }
}
