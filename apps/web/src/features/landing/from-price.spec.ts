import { fromPriceCondition, fromPricePeriod } from './from-price';

describe("the landing 'from' price (spec §5)", () => {
  const standard = { price: 36_300, period_prices: [{ period: 1, monthly: 40_000 }, { period: 2, monthly: 38_500 }, { period: 6, monthly: 36_300 }] };

  it('names the period that the cheapest monthly price needs', () => {
    expect(fromPricePeriod(standard)).toBe(6);
    expect(fromPriceCondition(standard)).toBe('6か月プランの場合');
  });

  it('takes the shortest of several periods at that price, and says nothing when one month already gets it', () => {
    expect(fromPricePeriod({ price: 30_000, period_prices: [{ period: 6, monthly: 30_000 }, { period: 3, monthly: 30_000 }] })).toBe(3);
    expect(fromPriceCondition({ price: 22_000, period_prices: [{ period: 1, monthly: 22_000 }, { period: 2, monthly: 22_000 }] })).toBeNull();
  });

  it('says nothing when the price is not one of the listed periods', () => {
    expect(fromPriceCondition({ price: 10_000, period_prices: [{ period: 2, monthly: 12_000 }] })).toBeNull();
  });
});
