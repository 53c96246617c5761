import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminCoupon } from '@coaching/contracts';
import { Coupon } from '../entities/coupon.entity';
import { GetAdminCouponQuery } from './get-admin-coupon.query';

@QueryHandler(GetAdminCouponQuery)
export class GetAdminCouponHandler implements IQueryHandler<GetAdminCouponQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetAdminCouponQuery): Promise<AdminCoupon | null> {
    return (await this.em.fork().findOne(Coupon, { id }))?.toAdmin() ?? null;
  }
}
