import { Query } from '@nestjs/cqrs';
import type { ItemPaymentMethod } from '@coaching/contracts';
import type { ItemQuote } from '../domain/item-pricing';

/** The price of add-on items (spec §7 `GET /api/items/{item_id}/calc`). */
export class QuoteItemQuery extends Query<ItemQuote & { itemId: number }> {
  constructor(
    readonly itemId: number,
    readonly request: { method: ItemPaymentMethod; quantity: number },
  ) {
    super();
  }
}
