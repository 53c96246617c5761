import { CatalogueMessages } from '@coaching/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { memberPaths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { useGames, usePlan, usePlanCalc } from '../../../features/payments/api/catalogue';
import { purchasePlan } from '../../../features/payments/api/purchase';
import { CouponField } from '../../../features/payments/components/CouponField';
import { OrderSection } from '../../../features/payments/components/OrderSection';
import { OrderSummary } from '../../../features/payments/components/OrderSummary';
import { PaySection } from '../../../features/payments/components/PaySection';
import { PurchaseTerms } from '../../../features/payments/components/PurchaseTerms';
import { planPurchaseTerms } from '../../../features/payments/model/purchase-terms';
import { PlanPriceBreakdown } from '../../../features/payments/components/PriceBreakdown';
import { QuoteSection } from '../../../features/payments/components/QuoteSection';
import { createPageRedirect, ownedPlans } from '../../../features/payments/model/create-redirect';
import { parsePlanCreateQuery } from '../../../features/payments/model/purchase-query';
import { useAfterMemberPurchase } from '../../../features/payments/useAfterMemberPurchase';
import { useLeavePage } from '../../../features/payments/useLeavePage';
import { useCouponInAddress } from '../../../features/payments/useCouponInAddress';
import { usePurchaseFlow } from '../../../features/payments/usePurchaseFlow';
import { useSettleSubscriptions } from '../../../features/subscriptions/api/get-subscriptions';
import { ExtensionNotice } from '../../../features/subscriptions/components/ExtensionNotice';
import { hasPendingOrder } from '../../../features/subscriptions/model/pending-orders';
import { termsHref } from '../../../features/payments/model/information-flow';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';
import { SuspensionAlert } from '../../../features/auth/components/SuspensionAlert';

/**
 * Spec §2 /payments/create?plan_id&method&period&coupon_code: the order confirmation with the breakdown, a
 * coupon, then the card form or the transfer-guide mail. Redirects: incomplete student information →
 * /payments; a refused add plan → /mypage; a plan that cannot be loaded → alert and back.
 */
export function PaymentsCreateRoute() {
  usePageTitle('お申し込み内容の確認');
  const [params] = useSearchParams();
  const query = useMemo(() => parsePlanCreateQuery(params), [params]);
  const order = query.ok ? query.value : null;
  const { me } = useCurrentUser();
  const { failAndGoBack, redirectWithError } = useLeavePage();
  const plan = usePlan(order?.planId ?? null);
  const games = useGames();
  const calc = usePlanCalc(plan.data && order ? order.planId : null, { method: order?.method ?? 'bulk', period: order?.period ?? 1, coupon_code: order?.couponCode ?? null });
  const afterPurchase = useAfterMemberPurchase();
  const settleSubscriptions = useSettleSubscriptions();
  const flow = usePurchaseFlow({
    order,
    quote: calc,
    targetLoaded: Boolean(plan.data),
    purchase: ({ planId, method, period, couponCode }, payment) => purchasePlan(planId, { method, period, coupon_code: couponCode ?? undefined, ...payment }),
    // A bank order shows on /mypage once billing has made it a pending subscription (a moment later): wait
    // for it, so /mypage never says "no plan yet" to a member who has just ordered (issue 8).
    onPurchased: async (payment, purchased) => {
      if (purchased.method === 'bank') await settleSubscriptions((subscriptions) => hasPendingOrder(subscriptions, payment.id));
      afterPurchase(payment, purchased);
    },
    // Spec §2: the add-plan rule refused it after all: to /mypage with the reason.
    leaveOnFailure: (failure) => (failure.kind === 'add-plan' ? memberPaths.mypage : null),
  });

  const redirect = me ? createPageRedirect(me, plan.data ?? null, ownedPlans(me.user_plans, games.data)) : null;
  const loadFailure = !query.ok ? query.message : plan.error ? errorMessage(plan.error, CatalogueMessages.planNotFound) : null;

  useEffect(() => {
    if (redirect) redirectWithError(redirect.to, redirect.message);
    else if (loadFailure) failAndGoBack(loadFailure);
  }, [redirect, loadFailure, redirectWithError, failAndGoBack]);

  const { setCoupon, couponRefused } = useCouponInAddress(order?.couponCode, calc.error);

  if (redirect || loadFailure || !order || !me) return null;

  return (
    <MemberPage eyebrow="CONFIRM" title="お申し込み内容の確認" description="内容とお支払い金額をご確認のうえ、お手続きにお進みください。">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SuspensionAlert />
        <OrderSection title="お申し込み内容" changeLabel="プランを変更する">
          {plan.data ? (
            <OrderSummary gameName={plan.data.game.name} productName={plan.data.name} method={order.method} amountLabel={`${order.period}か月`} />
          ) : (
            <Skeleton variant="rounded" height={96} />
          )}
        </OrderSection>

        <QuoteSection quote={calc} hideError={couponRefused}>
          {(quote) => (
            <PlanPriceBreakdown
              calc={quote}
              coupon={<CouponField planId={order.planId} applied={order.couponCode ? { code: order.couponCode, name: quote.coupon?.name } : null} onApply={setCoupon} onRemove={() => setCoupon(null)} />}
            />
          )}
        </QuoteSection>

        <ExtensionNotice planId={plan.data ? order.planId : null} period={order.period} />

        {calc.data && <PurchaseTerms terms={planPurchaseTerms(calc.data, order.method)} actionLabel={flow.isCard ? '購入する' : '振込案内メールを送信する'} termsHref={termsHref(plan.data)} />}

        <PaySection flow={flow} />
      </Box>
    </MemberPage>
  );
}
