import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { couponCodeSchema } from '@coaching/contracts';
import { couponApplicability } from '../domain/coupon-applicability';
import { Coupon } from '../entities/coupon.entity';
import { CheckCouponQuery, type CouponCheck } from './check-coupon.query';

@QueryHandler(CheckCouponQuery)
export class CheckCouponHandler implements IQueryHandler<CheckCouponQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ code, planId, now }: CheckCouponQuery): Promise<CouponCheck> {
    // A code that cannot exist needs no database round trip.
    const normalised = couponCodeSchema.safeParse(code);
    if (!normalised.success) return { ok: false, reason: 'unknown' };
    const coupon = await this.em.fork().findOne(Coupon, { code: normalised.data });
    if (!coupon) return { ok: false, reason: 'unknown' };
    // The uses held now, loaded with the coupon. A check, not a claim: billing claims the use as it places the
    // order (ClaimCouponUseCommand), where the limit is decided again under the coupon's lock.
    const verdict = couponApplicability(coupon, { planId, now, usesSoFar: coupon.uses ?? 0 });
    if (!verdict.ok) return verdict;
    const { id, name, discountType, discountValue, target } = coupon;
    return { ok: true, coupon: { id, code: coupon.code, name, discountType, discountValue, target, planId: coupon.planId } };
  }
}
