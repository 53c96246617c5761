import { Query } from '@nestjs/cqrs';
import type { GameDto } from '@coaching/contracts';

/** One purchasable game with its purchasable, visible plans and purchasable items; null when not sold. */
export class GetPurchasableGameQuery extends Query<GameDto | null> {
  constructor(readonly gameId: number) {
    super();
  }
}
