import type { FilterQuery } from '@mikro-orm/core';
import type { Item } from '../entities/item.entity';
import type { Plan } from '../entities/plan.entity';

// Where a member may buy from: purchasable rows of purchasable games. Plan visibility (spec §5) is the
// shared rule `isPlanVisible`, applied in code to what these select, so there is one copy of it.

export interface SellableScope {
  id?: number;
  game?: { id?: number; isLegacy?: boolean };
}

export const sellablePlans = (scope: SellableScope = {}, extra: { planType?: 'normal' | 'add'; isGroup?: boolean } = {}): FilterQuery<Plan> => ({
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
