import type { LandingPlanDto, PlanDto } from '@coaching/contracts';

const NO_EVENTS = 'なし';

/**
 * The landing page's event line: the plan's own wording when it has events (the '無制限' of an
 * unlimited plan, count -1, is in that text), 'なし' when it has none.
 */
export function eventLabel(plan: Pick<PlanDto, 'special_coaching_count' | 'special_coaching_detail'>): string {
  const count = plan.special_coaching_count;
  if (count === 0 || count < -1) return NO_EVENTS;
  const detail = plan.special_coaching_detail.trim();
  if (detail) return detail;
  return count === -1 ? '無制限' : `月${count}回`;
}

/**
 * Landing entries from sellable plans (already filtered to normal, one-to-one, purchasable, visible):
 * one entry per plan code, as every game sells the same plans; the price is the cheapest 'from' price
 * of the code, and the wording is that plan's. Cheapest first.
 */
export function toLandingPlans(plans: readonly PlanDto[]): LandingPlanDto[] {
  const byCode = new Map<string, PlanDto[]>();
  for (const plan of plans) {
    if (plan.from_price === null) continue;
    byCode.set(plan.code, [...(byCode.get(plan.code) ?? []), plan]);
  }
  const entries = [...byCode.entries()].map(([code, group]): LandingPlanDto => {
    const cheapest = group.reduce((best, plan) => (plan.from_price! < best.from_price! ? plan : best));
    const periods = new Map<number, number>();
    for (const price of group.flatMap((plan) => plan.prices)) {
      periods.set(price.period, Math.min(periods.get(price.period) ?? Infinity, price.monthly_with_tax));
    }
    return {
      code,
      label: cheapest.name,
      price: cheapest.from_price!,
      coaching: cheapest.coaching_detail,
      // The catalogue has no separate help text for the coaching line yet.
      coaching_help: null,
      event: eventLabel(cheapest),
      period_prices: [...periods.entries()].sort(([a], [b]) => a - b).map(([period, monthly]) => ({ period, monthly })),
    };
  });
  return entries.sort((a, b) => a.price - b.price || a.code.localeCompare(b.code));
}
