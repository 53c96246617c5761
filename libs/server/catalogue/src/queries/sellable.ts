import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { GameDto, ItemDto, PlanDto } from '@coaching/contracts';
import type { Game } from '../entities/game.entity';
import { Item } from '../entities/item.entity';
import { Plan } from '../entities/plan.entity';

// Where a member may buy from: purchasable rows of purchasable games. Plan visibility (spec §5) is the
// shared rule `isPlanVisible`, applied in code to what these select, so there is one copy of it.

export interface SellableScope {
  id?: number;
  game?: { id?: number; isLegacy?: boolean };
}

export const sellablePlans = (scope: SellableScope = {}, extra: { planType?: 'normal' | 'add'; isGroup?: boolean; lessonType?: 'online' } = {}): FilterQuery<Plan> => ({
  ...(scope.id !== undefined && { id: scope.id }),
  ...extra,
  isPurchasable: true,
  game: { ...scope.game, isPurchasable: true },
});

export const sellableItems = (scope: SellableScope = {}): FilterQuery<Item> => ({
  ...(scope.id !== undefined && { id: scope.id }),
  isPurchasable: true,
  game: { ...scope.game, isPurchasable: true },
});

/**
 * Plans and items of the selected games, each with its game joined in: two statements, sent at once
 * on two connections.
 */
export async function loadSellable(em: EntityManager, game: SellableScope['game']) {
  const [plans, items] = await Promise.all([
    em.fork().find(Plan, sellablePlans({ game }), { populate: ['game'], orderBy: [{ game: { sortOrder: 'ASC', id: 'ASC' } }, { sortOrder: 'ASC', id: 'ASC' }] }),
    em.fork().find(Item, sellableItems({ game }), { populate: ['game'], orderBy: { id: 'ASC' } }),
  ]);
  return { plans: plans.filter((plan) => plan.isVisible()), items };
}

export const gameDto = (game: Game, plans: PlanDto[], items: ItemDto[]): GameDto => ({
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
