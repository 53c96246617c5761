import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminCoupon, AdminGame, AdminItem, AdminPlan } from '@coaching/contracts';
import { Coupon } from '../entities/coupon.entity';
import { Game } from '../entities/game.entity';
import { Item } from '../entities/item.entity';
import { Plan } from '../entities/plan.entity';
import {
  type AdminPage,
  GetAdminCouponQuery,
  GetAdminGameQuery,
  GetAdminItemQuery,
  GetAdminPlanQuery,
  ListAdminCouponsQuery,
  ListAdminGamesQuery,
  ListAdminItemsQuery,
  ListAdminPlansQuery,
} from './admin-catalogue.query';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (q: string) => ({ $ilike: `%${escapeLike(q)}%` });
const idFilter = (id: number | number[]) => (Array.isArray(id) ? { $in: id } : id);
/** snake_case column of the API → entity property; `game_id` sorts by the foreign key. */
const property = (field: string) => (field === 'game_id' ? 'game' : field.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()));
const orderBy = <T>(sort: { field: string; order: 'ASC' | 'DESC' }) => ({ [property(sort.field)]: sort.order, id: 'ASC' }) as QueryOrderMap<T>;
const limits = (range: { start: number; end: number }) => ({ offset: range.start, limit: range.end - range.start + 1 });

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

@QueryHandler(GetAdminGameQuery)
export class GetAdminGameHandler implements IQueryHandler<GetAdminGameQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetAdminGameQuery): Promise<AdminGame | null> {
    return (await this.em.fork().findOne(Game, { id }))?.toAdmin() ?? null;
  }
}

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

@QueryHandler(GetAdminPlanQuery)
export class GetAdminPlanHandler implements IQueryHandler<GetAdminPlanQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetAdminPlanQuery): Promise<AdminPlan | null> {
    return (await this.em.fork().findOne(Plan, { id }, { populate: ['game'] }))?.toAdmin() ?? null;
  }
}

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

@QueryHandler(GetAdminItemQuery)
export class GetAdminItemHandler implements IQueryHandler<GetAdminItemQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetAdminItemQuery): Promise<AdminItem | null> {
    return (await this.em.fork().findOne(Item, { id }, { populate: ['game'] }))?.toAdmin() ?? null;
  }
}

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

@QueryHandler(GetAdminCouponQuery)
export class GetAdminCouponHandler implements IQueryHandler<GetAdminCouponQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetAdminCouponQuery): Promise<AdminCoupon | null> {
    return (await this.em.fork().findOne(Coupon, { id }))?.toAdmin() ?? null;
  }
}
