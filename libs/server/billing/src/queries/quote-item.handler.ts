import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetPurchasableItemQuery } from '@coaching/server-catalogue/queries';
import { domainError } from '@coaching/server-core';
import { BillingErrors } from '../domain/billing-errors';
import { type ItemQuote, priceItem } from '../domain/item-pricing';
import { QuoteItemQuery } from './quote-item.query';

@QueryHandler(QuoteItemQuery)
export class QuoteItemHandler implements IQueryHandler<QuoteItemQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ itemId, request }: QuoteItemQuery): Promise<ItemQuote & { itemId: number }> {
    const item = await this.queries.execute(new GetPurchasableItemQuery(itemId));
    if (!item) throw domainError(BillingErrors.ITEM_NOT_FOUND);
    return { ...priceItem({ item: { price: item.price, taxRate: item.tax_rate }, quantity: request.quantity, method: request.method }), itemId: item.id };
  }
}
