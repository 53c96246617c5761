import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminGame } from '@coaching/contracts';
import { Game } from '../entities/game.entity';
import type { AdminPage } from './admin-list-criteria';
import { idFilter, like, limits, orderBy } from './admin-list-find-options';
import { ListAdminGamesQuery } from './list-admin-games.query';

@QueryHandler(ListAdminGamesQuery)
export class ListAdminGamesHandler implements IQueryHandler<ListAdminGamesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ criteria: { filter, sort, range } }: ListAdminGamesQuery): Promise<AdminPage<AdminGame>> {
    const where: FilterQuery<Game> = {};
    if (filter.id !== undefined) where.id = idFilter(filter.id);
    if (filter.q) where.name = like(filter.q);
    if (filter.is_purchasable !== undefined) where.isPurchasable = filter.is_purchasable;
    if (filter.is_legacy !== undefined) where.isLegacy = filter.is_legacy;
    const [rows, total] = await this.em.fork().findAndCount(Game, where, { orderBy: orderBy<Game>(sort), ...limits(range) });
    return { rows: rows.map((g) => g.toAdmin()), total };
  }
}
