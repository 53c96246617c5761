import type { LandingPlanDto } from '@coaching/contracts';

/**
 * Spec §5: the 'from' price is the cheapest non-zero monthly price, and it holds only for the period it
 * comes with. The shortest period at that price, or null when it is not among the periods listed.
 */
export function fromPricePeriod(plan: Pick<LandingPlanDto, 'price' | 'period_prices'>): number | null {
  const periods = plan.period_prices.filter((p) => p.monthly === plan.price).map((p) => p.period);
  return periods.length > 0 ? Math.min(...periods) : null;
}

/** What the 'from' price needs, said beside it ('6か月プランの場合'); null when any period gets it. */
export function fromPriceCondition(plan: Pick<LandingPlanDto, 'price' | 'period_prices'>): string | null {
  const period = fromPricePeriod(plan);
  return period !== null && period > 1 ? `${period}か月プランの場合` : null;
}
