/**
 * How many times a coupon has been used: the catalogue owns the limit (`max_uses`), billing owns the
 * orders that use it. This is the Nest token for that answer; `CatalogueModule.forRoot({ couponUsageCounter })`
 * binds it. Until billing records coupon uses, nothing has used a coupon and `NoCouponUsesYet` (the
 * default) answers 0, so only the other terms (active, period, plan) refuse a coupon.
 *
 * Billing replaces it with a class that counts its orders (paid, or pending, as it decides), e.g.
 * `CatalogueModule.forRoot({ couponUsageCounter: CouponRedemptionCounter })` in the api's module.
 */
export abstract class CouponUsageCounter {
  /** Uses of the coupon so far. */
  abstract usesOf(couponId: number): Promise<number>;
}
