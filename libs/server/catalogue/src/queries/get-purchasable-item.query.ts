import { Query } from '@nestjs/cqrs';
import type { ItemDto } from '@coaching/contracts';

/** A purchasable item of a purchasable game; null otherwise. */
export class GetPurchasableItemQuery extends Query<ItemDto | null> {
  constructor(readonly itemId: number) {
    super();
  }
}
