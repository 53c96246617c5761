import { DEMO_PLANS, periodPrices, TAX_RATE } from './catalogue';

describe('demo catalogue', () => {
  it.each(DEMO_PLANS.map((p) => [p.name, p.minMonthlyTaxIncluded] as const))('%s: its cheapest monthly price, tax included, is the spec figure %i', (_name, yen) => {
    const prices = periodPrices(yen);
    expect(prices).toHaveLength(6);
    expect(Math.round(Math.min(...prices) * TAX_RATE)).toBe(yen);
  });

  it('never charges more a month for a longer commitment', () => {
    for (const plan of DEMO_PLANS) {
      const prices = periodPrices(plan.minMonthlyTaxIncluded);
      prices.slice(1).forEach((price, i) => expect(price).toBeLessThanOrEqual(prices[i]));
    }
  });
});
