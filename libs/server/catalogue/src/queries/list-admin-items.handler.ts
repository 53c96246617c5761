import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminItem } from '@coaching/contracts';
import { Item } from '../entities/item.entity';
import type { AdminPage } from './admin-list-criteria';
import { idFilter, like, limits, orderBy } from './admin-list-find-options';
import { ListAdminItemsQuery } from './list-admin-items.query';

@QueryHandler(ListAdminItemsQuery)
export class ListAdminItemsHandler implements IQueryHandler<ListAdminItemsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ criteria: { filter, sort, range } }: ListAdminItemsQuery): Promise<AdminPage<AdminItem>> {
    const where: FilterQuery<Item> = {};
    if (filter.id !== undefined) where.id = idFilter(filter.id);
    if (filter.q) where.$or = [{ name: like(filter.q) }, { code: like(filter.q) }];
    if (filter.game_id !== undefined) where.game = filter.game_id;
    if (filter.is_purchasable !== undefined) where.isPurchasable = filter.is_purchasable;
    const [rows, total] = await this.em.fork().findAndCount(Item, where, { populate: ['game'], orderBy: orderBy<Item>(sort), ...limits(range) });
    return { rows: rows.map((i) => i.toAdmin()), total };
  }
}
