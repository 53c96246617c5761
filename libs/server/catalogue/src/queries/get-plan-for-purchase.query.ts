import { Query } from '@nestjs/cqrs';
import type { LessonType, PlanPriceDto, PlanType } from '@coaching/contracts';

/** A plan as billing prices it: what it is, its tax rate and its monthly price for each period offered. */
export interface PlanForPurchase {
  id: number;
  code: string;
  name: string;
  game: { id: number; name: string; discordUrl: string | null };
  planType: PlanType;
  isGroup: boolean;
  lessonType: LessonType;
  lessonCount: number;
  taxRate: number;
  /** Offered periods only (price above 0), by period: monthly price tax excluded, and with tax. */
  prices: PlanPriceDto[];
}

/**
 * For billing (in process, `@coaching/server-catalogue/queries`): the plan a member may buy now, i.e.
 * purchasable and visible (spec §5) in a purchasable game; null otherwise.
 */
export class GetPlanForPurchaseQuery extends Query<PlanForPurchase | null> {
  constructor(readonly planId: number) {
    super();
  }
}

/** The monthly price (tax excluded) for a period, or null when the plan is not sold for that period. */
export function monthlyPriceFor(plan: Pick<PlanForPurchase, 'prices'>, period: number): number | null {
  return plan.prices.find((price) => price.period === period)?.monthly ?? null;
}
