import type { CouponTarget, DiscountType } from '@coaching/contracts';

/** A coupon already found valid for this plan (see the catalogue's `couponApplicability`), as pricing reads it. */
export interface AppliedCoupon {
  code: string;
  name: string;
  discountType: DiscountType;
  /** 'amount': yen, tax excluded; 'percent': 1 to 100. */
  discountValue: number;
  /** What it discounts: the admission fee, or the plan's price for the period. */
  target: CouponTarget;
}

/** The discount on a tax-excluded amount: never more than the amount, a percentage rounded down to the yen. */
export function discountOn(amount: number, coupon: Pick<AppliedCoupon, 'discountType' | 'discountValue'>): number {
  const value = coupon.discountValue;
  if (coupon.discountType === 'percent') {
    if (!Number.isInteger(value) || value < 0 || value > 100) throw new RangeError(`coupon percentage out of range: ${value}`);
    return Math.floor((amount * value) / 100);
  }
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`coupon amount out of range: ${value}`);
  return Math.min(amount, value);
}

/**
 * A subtotal coupon on monthly split charges of `monthly` yen each (tax excluded): a percentage takes its share
 * of every month; an amount is spent from the first month on until it is used up. Answers each month's discount.
 */
export function splitDiscounts(monthly: number, months: number, coupon: Pick<AppliedCoupon, 'discountType' | 'discountValue'>): number[] {
  if (coupon.discountType === 'percent') return Array.from({ length: months }, () => discountOn(monthly, coupon));
  let left = discountOn(monthly * months, coupon);
  return Array.from({ length: months }, () => {
    const discount = Math.min(left, monthly);
    left -= discount;
    return discount;
  });
}
