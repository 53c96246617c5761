import { discountOn, splitDiscounts } from './coupon-discount';

describe('discountOn', () => {
  it.each([
    ['amount', 5_000, 30_000, 5_000],
    ['amount', 50_000, 30_000, 30_000],
    ['percent', 10, 36_300, 3_630],
    ['percent', 15, 12_345, 1_851],
    ['percent', 100, 30_000, 30_000],
    ['amount', 1_000, 0, 0],
  ] as const)('%s %p off %p is %p', (discountType, discountValue, amount, discount) => {
    expect(discountOn(amount, { discountType, discountValue })).toBe(discount);
  });
});

describe('splitDiscounts', () => {
  it('takes a percentage off every month', () => expect(splitDiscounts(23_000, 3, { discountType: 'percent', discountValue: 10 })).toEqual([2_300, 2_300, 2_300]));

  it('spends an amount from the first month on until it is used up', () => {
    expect(splitDiscounts(23_000, 3, { discountType: 'amount', discountValue: 30_000 })).toEqual([23_000, 7_000, 0]);
    expect(splitDiscounts(23_000, 2, { discountType: 'amount', discountValue: 1_000_000 })).toEqual([23_000, 23_000]);
    expect(splitDiscounts(23_000, 2, { discountType: 'amount', discountValue: 500 })).toEqual([500, 0]);
  });
});
