import { Query } from '@nestjs/cqrs';
import type { CouponTarget, DiscountType } from '@coaching/contracts';
import type { CouponRefusal } from '../domain/coupon-applicability';

/** A coupon that may be used, with what billing needs to apply it. */
export interface UsableCoupon {
  id: number;
  code: string;
  name: string;
  discountType: DiscountType;
  /** Yen for 'amount', percent for 'percent'. */
  discountValue: number;
  target: CouponTarget;
  planId: number | null;
}

export type CouponCheck = { ok: true; coupon: UsableCoupon } | { ok: false; reason: CouponRefusal | 'unknown' };

/**
 * Whether a code the member typed (any case) may be used now, for this plan when given. The member
 * app and billing both ask this; the reason of a refusal is never shown to the member (spec §8).
 */
export class CheckCouponQuery extends Query<CouponCheck> {
  constructor(
    readonly code: string,
    readonly planId?: number | null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
