import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { GameDto, ItemDto, PlanDto } from '@coaching/contracts';
import type { Game } from '../entities/game.entity';
import type { Item } from '../entities/item.entity';
import { ListPurchasableGamesQuery } from './list-purchasable-games.query';
import { gameDto, loadSellable } from './sellable';

const itemsByGame = (items: Item[]) => {
  const byGame = new Map<number, ItemDto[]>();
  for (const item of items) byGame.set(item.game.id, [...(byGame.get(item.game.id) ?? []), item.toDto()]);
  return byGame;
};

@QueryHandler(ListPurchasableGamesQuery)
export class ListPurchasableGamesHandler implements IQueryHandler<ListPurchasableGamesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<GameDto[]> {
    const { plans, items } = await loadSellable(this.em, { isLegacy: false });
    const gameItems = itemsByGame(items);
    // Plans arrive ordered by game, so games keep that order; a game without a visible plan is left out.
    const games = new Map<number, { game: Game; plans: PlanDto[] }>();
    for (const plan of plans) {
      const entry = games.get(plan.game.id) ?? { game: plan.game, plans: [] };
      entry.plans.push(plan.toDto());
      games.set(plan.game.id, entry);
    }
    return [...games.values()].map(({ game, plans: gamePlans }) => gameDto(game, gamePlans, gameItems.get(game.id) ?? []));
  }
}
