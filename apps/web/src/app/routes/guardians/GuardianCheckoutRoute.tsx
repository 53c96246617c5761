import { CatalogueMessages, GuardianMessages } from '@coaching/contracts';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { purchasePlanForChild, useGuardianPlanCalc } from '../../../features/guardians/api/guardian-checkout';
import { GuardianChildPage } from '../../../features/guardians/components/GuardianChildPage';
import { guardianPurchaseOutcome } from '../../../features/guardians/guardian-purchase-outcome';
import { useLinkedChild } from '../../../features/guardians/useLinkedChild';
import { usePlan } from '../../../features/payments/api/catalogue';
import { CouponField } from '../../../features/payments/components/CouponField';
import { OrderSummary } from '../../../features/payments/components/OrderSummary';
import { PaySection } from '../../../features/payments/components/PaySection';
import { PlanPriceBreakdown } from '../../../features/payments/components/PriceBreakdown';
import { PurchaseTerms } from '../../../features/payments/components/PurchaseTerms';
import { QuoteSection } from '../../../features/payments/components/QuoteSection';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import { termsHref } from '../../../features/payments/model/information-flow';
import { parsePlanCreateQuery } from '../../../features/payments/model/purchase-query';
import { planPurchaseTerms } from '../../../features/payments/model/purchase-terms';
import { useCouponInAddress } from '../../../features/payments/useCouponInAddress';
import { usePurchaseFlow } from '../../../features/payments/usePurchaseFlow';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';

/**
 * /guardian/children/{link}/checkout?plan_id&method&period (issue 31, ADR 0038): the member's final confirmation for a
 * linked child — the order, the child's price, the terms, then the guardian's card (saved or new, tokenised in the
 * browser) or the transfer-guide mail to the guardian. The same checkout flow (one idempotency key per screen), and the
 * member's coupon (?coupon_code, checked by the server for the child's order as for the member's; ADR 0047).
 */
export function GuardianCheckoutRoute() {
  usePageTitle('お申し込み内容の確認');
  const { linkId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parsePlanCreateQuery(params), [params]);
  const order = query.ok ? query.value : null;
  const { child, name, notLinked } = useLinkedChild(linkId);
  const plan = usePlan(order?.planId ?? null);
  const calc = useGuardianPlanCalc(linkId, plan.data && order ? order.planId : null, { method: order?.method ?? 'bulk', period: order?.period ?? 1, coupon_code: order?.couponCode ?? null });
  const flow = usePurchaseFlow({
    order,
    quote: calc,
    targetLoaded: Boolean(plan.data && child),
    purchase: ({ planId, method, period, couponCode }, payment) => purchasePlanForChild(linkId, planId, { method, period, coupon_code: couponCode ?? undefined, ...payment }),
    ...guardianPurchaseOutcome(navigate),
  });

  const { setCoupon, couponRefused } = useCouponInAddress(order?.couponCode, calc.error);

  const failure = !query.ok ? query.message : plan.error ? errorMessage(plan.error, CatalogueMessages.planNotFound) : notLinked ? GuardianMessages.childNotLinked : null;

  return (
    <GuardianChildPage
      linkId={linkId}
      eyebrow="CONFIRM"
      title="お申し込み内容の確認"
      description={child ? `${name} さんのお申し込みです。レッスンはお子さまのアカウントで受講し、お支払いと領収書は保護者さまのアカウントになります。` : ''}
      backLabel="プランを選び直す"
      failure={failure}
    >
      <SectionCard title={`お申し込み内容（${name} さん）`}>
        {plan.data && order ? <OrderSummary gameName={plan.data.game.name} productName={plan.data.name} method={order.method} amountLabel={`${order.period}か月`} /> : <Skeleton variant="rounded" height={96} />}
      </SectionCard>
      <QuoteSection quote={calc} hideError={couponRefused}>
        {(quote) =>
          order ? (
            <PlanPriceBreakdown
              calc={quote}
              coupon={<CouponField planId={order.planId} applied={order.couponCode ? { code: order.couponCode, name: quote.coupon?.name } : null} onApply={setCoupon} onRemove={() => setCoupon(null)} />}
            />
          ) : (
            <PlanPriceBreakdown calc={quote} />
          )
        }
      </QuoteSection>
      {calc.data && order && <PurchaseTerms terms={planPurchaseTerms(calc.data, order.method)} actionLabel={flow.isCard ? '購入する' : '振込案内メールを送信する'} termsHref={termsHref(plan.data)} />}
      <PaySection flow={flow} />
    </GuardianChildPage>
  );
}
