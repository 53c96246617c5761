import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminCoupon } from '@coaching/contracts';
import { Coupon } from '../entities/coupon.entity';
import type { AdminPage } from './admin-list-criteria';
import { idFilter, like, limits, orderBy } from './admin-list-find-options';
import { ListAdminCouponsQuery } from './list-admin-coupons.query';

@QueryHandler(ListAdminCouponsQuery)
export class ListAdminCouponsHandler implements IQueryHandler<ListAdminCouponsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ criteria: { filter, sort, range } }: ListAdminCouponsQuery): Promise<AdminPage<AdminCoupon>> {
    const where: FilterQuery<Coupon> = {};
    if (filter.id !== undefined) where.id = idFilter(filter.id);
    if (filter.q) where.$or = [{ code: like(filter.q) }, { name: like(filter.q) }];
    if (filter.is_active !== undefined) where.isActive = filter.is_active;
    if (filter.plan_id !== undefined) where.planId = filter.plan_id;
    const [rows, total] = await this.em.fork().findAndCount(Coupon, where, { orderBy: orderBy<Coupon>(sort), ...limits(range) });
    return { rows: rows.map((c) => c.toAdmin()), total };
  }
}
