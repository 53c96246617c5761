import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminPlan } from '@coaching/contracts';
import { Plan } from '../entities/plan.entity';
import type { AdminPage } from './admin-list-criteria';
import { idFilter, like, limits, orderBy } from './admin-list-find-options';
import { ListAdminPlansQuery } from './list-admin-plans.query';

@QueryHandler(ListAdminPlansQuery)
export class ListAdminPlansHandler implements IQueryHandler<ListAdminPlansQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ criteria: { filter, sort, range } }: ListAdminPlansQuery): Promise<AdminPage<AdminPlan>> {
    const where: FilterQuery<Plan> = {};
    if (filter.id !== undefined) where.id = idFilter(filter.id);
    if (filter.q) where.$or = [{ name: like(filter.q) }, { code: like(filter.q) }];
    if (filter.game_id !== undefined) where.game = filter.game_id;
    if (filter.is_purchasable !== undefined) where.isPurchasable = filter.is_purchasable;
    if (filter.plan_type !== undefined) where.planType = filter.plan_type;
    if (filter.is_group !== undefined) where.isGroup = filter.is_group;
    const [rows, total] = await this.em.fork().findAndCount(Plan, where, { populate: ['game'], orderBy: orderBy<Plan>(sort), ...limits(range) });
    return { rows: rows.map((p) => p.toAdmin()), total };
  }
}
