import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { GameDto, ItemDto, PlanDto } from '@coaching/contracts';
import { Game } from '../entities/game.entity';
import { Item } from '../entities/item.entity';
import { Plan } from '../entities/plan.entity';
import { GetPurchasableGameQuery, GetPurchasableItemQuery, GetPurchasablePlanQuery, ListPurchasableGamesQuery } from './purchasable-catalogue.query';
import { type SellableScope, sellableItems, sellablePlans } from './sellable';

const gameDto = (game: Game, plans: PlanDto[], items: ItemDto[]): GameDto => ({
  id: game.id,
  name: game.name,
  description: game.description,
  image_path: game.imagePath,
  discord_url: game.discordUrl,
  is_purchasable: game.isPurchasable,
  is_legacy: game.isLegacy,
  plans,
  items,
});

/**
 * Plans and items of the selected games, each with its game joined in: two statements, sent at once
 * on two connections.
 */
async function loadSellable(em: EntityManager, game: SellableScope['game']) {
  const [plans, items] = await Promise.all([
    em.fork().find(Plan, sellablePlans({ game }), { populate: ['game'], orderBy: [{ game: { sortOrder: 'ASC', id: 'ASC' } }, { sortOrder: 'ASC', id: 'ASC' }] }),
    em.fork().find(Item, sellableItems({ game }), { populate: ['game'], orderBy: { id: 'ASC' } }),
  ]);
  return { plans: plans.filter((plan) => plan.isVisible()), items };
}

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

@QueryHandler(GetPurchasablePlanQuery)
export class GetPurchasablePlanHandler implements IQueryHandler<GetPurchasablePlanQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ planId }: GetPurchasablePlanQuery): Promise<PlanDto | null> {
    const plan = await this.em.fork().findOne(Plan, sellablePlans({ id: planId }), { populate: ['game'] });
    return plan?.isVisible() ? plan.toDto() : null;
  }
}

@QueryHandler(GetPurchasableItemQuery)
export class GetPurchasableItemHandler implements IQueryHandler<GetPurchasableItemQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ itemId }: GetPurchasableItemQuery): Promise<ItemDto | null> {
    const item = await this.em.fork().findOne(Item, sellableItems({ id: itemId }), { populate: ['game'] });
    return item?.toDto() ?? null;
  }
}
