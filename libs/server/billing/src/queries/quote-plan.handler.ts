import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CheckCouponQuery, GetPlanForPurchaseQuery, type UsableCoupon } from '@coaching/server-catalogue/queries';
import { domainError } from '@coaching/server-core';
import { isAdmissionFeeDue } from '../domain/admission-fee';
import { BillingErrors } from '../domain/billing-errors';
import { pricePlan } from '../domain/plan-pricing';
import { AdmissionFeeLedger } from './admission-fee-ledger';
import { type MemberPlanQuote, QuotePlanQuery } from './quote-plan.query';

@QueryHandler(QuotePlanQuery)
export class QuotePlanHandler implements IQueryHandler<QuotePlanQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly ledger: AdmissionFeeLedger,
  ) {}

  async execute({ memberId, planId, request }: QuotePlanQuery): Promise<MemberPlanQuote> {
    const [plan, memberHasPaidAdmission] = await Promise.all([this.queries.execute(new GetPlanForPurchaseQuery(planId)), this.ledger.hasPaidAdmission(memberId)]);
    if (!plan) throw domainError(BillingErrors.PLAN_NOT_FOUND);
    let coupon: UsableCoupon | null = null;
    if (request.couponCode) {
      const check = await this.queries.execute(new CheckCouponQuery(request.couponCode, plan.id));
      if (!check.ok) throw domainError(check.reason === 'used_up' ? BillingErrors.COUPON_USED_UP : BillingErrors.COUPON_INVALID);
      coupon = check.coupon;
    }
    const admissionFeeDue = isAdmissionFeeDue({ planType: plan.planType, memberHasPaidAdmission });
    const quote = pricePlan({
      // The catalogue answers the offered periods only, each with its monthly price before tax.
      plan: { planType: plan.planType, isGroup: plan.isGroup, prices: plan.prices.map((p) => p.monthly), periods: plan.prices.map((p) => p.period), taxRate: plan.taxRate },
      period: request.period,
      method: request.method,
      coupon,
      admissionFeeDue,
    });
    return { ...quote, plan, coupon, admissionFeeDue };
  }
}
