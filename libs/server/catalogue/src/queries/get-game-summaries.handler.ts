import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CatalogueSummaries } from './catalogue-summaries';
import { type GameSummary, GetGameSummariesQuery } from './get-game-summaries.query';

@QueryHandler(GetGameSummariesQuery)
export class GetGameSummariesHandler implements IQueryHandler<GetGameSummariesQuery> {
  constructor(private readonly summaries: CatalogueSummaries) {}

  execute({ gameIds }: GetGameSummariesQuery): Promise<GameSummary[]> {
    return this.summaries.games(gameIds);
  }
}
