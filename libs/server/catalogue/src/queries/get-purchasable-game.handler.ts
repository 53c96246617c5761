import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { GameDto } from '@coaching/contracts';
import { Game } from '../entities/game.entity';
import { GetPurchasableGameQuery } from './get-purchasable-game.query';
import { gameDto, loadSellable } from './sellable';

@QueryHandler(GetPurchasableGameQuery)
export class GetPurchasableGameHandler implements IQueryHandler<GetPurchasableGameQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ gameId }: GetPurchasableGameQuery): Promise<GameDto | null> {
    const { plans, items } = await loadSellable(this.em, { id: gameId });
    // The game row came along with a plan or an item; only a game with neither needs a look of its own.
    const game = plans[0]?.game ?? items[0]?.game ?? (await this.em.fork().findOne(Game, { id: gameId, isPurchasable: true }));
    return game ? gameDto(game, plans.map((p) => p.toDto()), items.map((i) => i.toDto())) : null;
  }
}
