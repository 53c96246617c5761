import { Query } from '@nestjs/cqrs';
import type { PaymentMethod } from '@coaching/contracts';
import type { PlanForPurchase, UsableCoupon } from '@coaching/server-catalogue/queries';
import type { PlanQuote } from '../domain/plan-pricing';

/** A plan quote with what it was computed from: the purchase flow records these with the order. */
export interface MemberPlanQuote extends PlanQuote {
  plan: PlanForPurchase;
  coupon: UsableCoupon | null;
  admissionFeeDue: boolean;
}

/**
 * The price of a plan for this member (spec §7 `GET /api/plans/{plan_id}/calc`): the plan as sold now, the
 * coupon if it applies to it, and the admission fee when the member still owes it. Refuses with a
 * `BillingErrors` code: plan not on sale, coupon not valid, or a period or method the price list does not sell.
 */
export class QuotePlanQuery extends Query<MemberPlanQuote> {
  constructor(
    readonly memberId: string,
    readonly planId: number,
    readonly request: { method: PaymentMethod; period: number; couponCode?: string },
  ) {
    super();
  }
}
