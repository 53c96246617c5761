import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Item } from '../entities/item.entity';
import { GetItemSummariesQuery, type ItemSummary } from './get-item-summaries.query';

@QueryHandler(GetItemSummariesQuery)
export class GetItemSummariesHandler implements IQueryHandler<GetItemSummariesQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ itemIds }: GetItemSummariesQuery): Promise<ItemSummary[]> {
    if (itemIds.length === 0) return [];
    const items = await this.em.fork().find(Item, { id: { $in: [...new Set(itemIds)] } }, { orderBy: { id: 'asc' } });
    return items.map((i) => ({ id: i.id, gameId: i.game.id, code: i.code, name: i.name }));
  }
}
