/** What decides whether a coupon may be used (the entity has these fields). */
export interface CouponTerms {
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Only for this plan, when set. */
  planId: number | null;
  maxUses: number | null;
}

export type CouponRefusal = 'inactive' | 'not_started' | 'expired' | 'other_plan' | 'used_up';
export type CouponApplicability = { ok: true } | { ok: false; reason: CouponRefusal };

export interface CouponUse {
  /** The plan being bought; a coupon for one plan never applies without one. */
  planId?: number | null;
  now: Date;
  /** Uses held so far: the coupon's redemptions not given back (see `ClaimCouponUseCommand`). */
  usesSoFar: number;
}

/**
 * Whether a coupon may be used now for this plan, or why not. The member is only ever told that the
 * code is not correct (spec §8); the reason is for the log and the back office.
 * The period is [starts_at, ends_at): a coupon ending at midnight is no longer valid at midnight.
 */
export function couponApplicability(coupon: CouponTerms, use: CouponUse): CouponApplicability {
  if (!coupon.isActive) return { ok: false, reason: 'inactive' };
  if (coupon.startsAt && use.now.getTime() < coupon.startsAt.getTime()) return { ok: false, reason: 'not_started' };
  if (coupon.endsAt && use.now.getTime() >= coupon.endsAt.getTime()) return { ok: false, reason: 'expired' };
  if (coupon.planId !== null && coupon.planId !== (use.planId ?? null)) return { ok: false, reason: 'other_plan' };
  if (coupon.maxUses !== null && use.usesSoFar >= coupon.maxUses) return { ok: false, reason: 'used_up' };
  return { ok: true };
}
