import { type AdminCoupon, taxRateSchema, withTax } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';

const isYen = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The read-only line under a tax-excluded price input: what the member pays, by the one tax rule.
 * Nothing to compute while the price or the rate is not valid yet.
 */
export function taxIncludedLabel(price: unknown, taxRate: unknown, options: { zero?: string } = {}): string {
  if (!isYen(price) || !taxRateSchema.safeParse(taxRate).success) return '税込 —';
  if (price === 0 && options.zero) return options.zero;
  return `税込 ${formatYen(withTax(price, taxRate as number))}`;
}

/** 50%引き / 5,000円引き */
export function discountLabel(coupon: Pick<AdminCoupon, 'discount_type' | 'discount_value'>): string {
  return coupon.discount_type === 'percent' ? `${coupon.discount_value}%引き` : `${formatYen(coupon.discount_value)}引き`;
}
