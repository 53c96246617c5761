import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { Game } from './entities/game.entity';
import { Plan } from './entities/plan.entity';
import { CatalogueSummaries } from './queries/catalogue-summaries';
import { GetGameSummariesHandler } from './queries/get-game-summaries.handler';
import { GetPlanSummariesHandler } from './queries/get-plan-summaries.handler';

/**
 * The catalogue's published summaries (games, plans) for a process without the catalogue's endpoints: the worker,
 * whose reactors and jobs name a game or plan in their mails. The api has them through `CatalogueModule`.
 */
@Module({
  imports: [MikroOrmModule.forFeature([Game, Plan]), CqrsModule],
  providers: [CatalogueSummaries, GetGameSummariesHandler, GetPlanSummariesHandler],
})
export class CatalogueSummariesModule {}
