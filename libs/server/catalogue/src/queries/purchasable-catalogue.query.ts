import { Query } from '@nestjs/cqrs';
import type { GameDto, ItemDto, PlanDto } from '@coaching/contracts';

/**
 * What a member may buy (spec §2 /payments): purchasable, non-legacy games that have at least one
 * purchasable, visible plan (spec §5), with those plans and their purchasable items.
 */
export class ListPurchasableGamesQuery extends Query<GameDto[]> {}

/** One purchasable game with its purchasable, visible plans and purchasable items; null when not sold. */
export class GetPurchasableGameQuery extends Query<GameDto | null> {
  constructor(readonly gameId: number) {
    super();
  }
}

/** A purchasable, visible plan of a purchasable game; null otherwise. */
export class GetPurchasablePlanQuery extends Query<PlanDto | null> {
  constructor(readonly planId: number) {
    super();
  }
}

/** A purchasable item of a purchasable game; null otherwise. */
export class GetPurchasableItemQuery extends Query<ItemDto | null> {
  constructor(readonly itemId: number) {
    super();
  }
}
