import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ItemDto } from '@coaching/contracts';
import { Item } from '../entities/item.entity';
import { GetPurchasableItemQuery } from './get-purchasable-item.query';
import { sellableItems } from './sellable';

@QueryHandler(GetPurchasableItemQuery)
export class GetPurchasableItemHandler implements IQueryHandler<GetPurchasableItemQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ itemId }: GetPurchasableItemQuery): Promise<ItemDto | null> {
    const item = await this.em.fork().findOne(Item, sellableItems({ id: itemId }), { populate: ['game'] });
    return item?.toDto() ?? null;
  }
}
