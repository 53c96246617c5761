import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { couponCodeSchema } from '@coaching/contracts';
import { CouponUsageCounter } from './coupon-usage-counter';
import { couponApplicability } from '../domain/coupon-applicability';
import { Coupon } from '../entities/coupon.entity';
import { CheckCouponQuery, type CouponCheck } from './check-coupon.query';

@QueryHandler(CheckCouponQuery)
export class CheckCouponHandler implements IQueryHandler<CheckCouponQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly usage: CouponUsageCounter,
  ) {}

  async execute({ code, planId, now }: CheckCouponQuery): Promise<CouponCheck> {
    // A code that cannot exist needs no database round trip.
    const normalised = couponCodeSchema.safeParse(code);
    if (!normalised.success) return { ok: false, reason: 'unknown' };
    const coupon = await this.em.fork().findOne(Coupon, { code: normalised.data });
    if (!coupon) return { ok: false, reason: 'unknown' };
    // Counting uses costs billing a query: only ask when the coupon has a limit.
    const usesSoFar = coupon.maxUses === null ? 0 : await this.usage.usesOf(coupon.id);
    const verdict = couponApplicability(coupon, { planId, now, usesSoFar });
    if (!verdict.ok) return verdict;
    const { id, name, discountType, discountValue, target } = coupon;
    return { ok: true, coupon: { id, code: coupon.code, name, discountType, discountValue, target, planId: coupon.planId } };
  }
}
