import { CatalogueMessages, PaymentMessages } from '@coaching/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { AppLink } from '../../../components/link/AppLink';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { memberHref, memberPaths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { useGames, usePlan, usePlanCalc } from '../../../features/payments/api/catalogue';
import { purchasePlan } from '../../../features/payments/api/purchase';
import { BankTransferPanel } from '../../../features/payments/components/BankTransferPanel';
import { CardPaymentForm, type CardChoice } from '../../../features/payments/components/CardPaymentForm';
import { CouponField } from '../../../features/payments/components/CouponField';
import { LOAD_FAILED, LoadFailed } from '../../../features/payments/components/LoadFailed';
import { OrderSummary } from '../../../features/payments/components/OrderSummary';
import { PlanPriceBreakdown } from '../../../features/payments/components/PriceBreakdown';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import { createPageRedirect, ownedPlans } from '../../../features/payments/model/create-redirect';
import { newIdempotencyKey } from '../../../features/payments/model/idempotency-key';
import { describePurchaseFailure } from '../../../features/payments/model/purchase-failure';
import { isCardMethod } from '../../../features/payments/model/purchase-options';
import { parsePlanCreateQuery } from '../../../features/payments/model/purchase-query';
import { useLeavePage } from '../../../features/payments/useLeavePage';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { ApiError, errorMessage } from '../../../lib/http';

/**
 * Spec §2 /payments/create?plan_id&method&period&coupon_code: the order confirmation with the breakdown, a
 * coupon, then the card form or the transfer-guide mail. Redirects: incomplete student information →
 * /payments; a refused add plan → /mypage; a plan that cannot be loaded → alert and back.
 */
export function PaymentsCreateRoute() {
  usePageTitle('お申し込み内容の確認');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parsePlanCreateQuery(params), [params]);
  const order = query.ok ? query.value : null;
  const { me, reload } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const { showSuccess, showError } = useSnackbar();
  const { alertAndGoBack, redirectWithError } = useLeavePage();
  const plan = usePlan(order?.planId ?? null);
  const games = useGames();
  const calc = usePlanCalc(plan.data && order ? order.planId : null, { method: order?.method ?? 'bulk', period: order?.period ?? 1, coupon_code: order?.couponCode ?? null });
  // One key for every attempt from this screen: a double click or a retry is the same purchase (brief: idempotency).
  const [idempotencyKey] = useState(newIdempotencyKey);

  const redirect = me ? createPageRedirect(me, plan.data ?? null, ownedPlans(me.user_plans, games.data)) : null;
  const loadFailure = !query.ok ? query.message : plan.error ? errorMessage(plan.error, CatalogueMessages.planNotFound) : null;

  useEffect(() => {
    if (redirect) redirectWithError(redirect.to, redirect.message);
    else if (loadFailure) alertAndGoBack(loadFailure);
  }, [redirect, loadFailure, redirectWithError, alertAndGoBack]);

  const setCoupon = (code: string | null) => {
    const next = new URLSearchParams(params);
    if (code) next.set('coupon_code', code);
    else next.delete('coupon_code');
    setParams(next, { replace: true });
  };

  // A coupon in the address that the server refuses (expired since, mistyped link): drop it and say so.
  const couponRefused = Boolean(order?.couponCode) && calc.error instanceof ApiError && calc.error.status === 422 && calc.error.serverMessage === PaymentMessages.couponInvalid;
  useEffect(() => {
    if (!couponRefused) return;
    showError(PaymentMessages.couponInvalid);
    const next = new URLSearchParams(params);
    next.delete('coupon_code');
    setParams(next, { replace: true });
  }, [couponRefused, params, setParams, showError]);

  if (redirect || loadFailure || !order || !me) return null;

  const buy = async (card: CardChoice | null) => {
    try {
      const payment = await purchasePlan(order.planId, {
        method: order.method,
        period: order.period,
        coupon_code: order.couponCode ?? undefined,
        ...(card ?? {}),
        idempotency_key: idempotencyKey,
      });
      if (order.method === 'bank') {
        showSuccess(PaymentMessages.transferMailSent);
        void reload();
        navigate(memberPaths.mypage);
      } else {
        navigate(memberHref.paymentResult(payment.id), { state: { retryHref: `${location.pathname}${location.search}` } });
      }
    } catch (error) {
      const failure = describePurchaseFailure(error, order.method);
      if (failure.kind === 'add-plan') redirectWithError(memberPaths.mypage, failure.message);
      else showError(failure.message);
      throw error;
    }
  };

  const ready = Boolean(plan.data && calc.data && !calc.isValidating);

  return (
    <MemberPage eyebrow="CONFIRM" title="お申し込み内容の確認" description="内容とお支払い金額をご確認のうえ、お手続きにお進みください。">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SectionCard
          title="お申し込み内容"
          action={
            <AppLink href={memberPaths.payments} variant="body2">
              プランを変更する
            </AppLink>
          }
        >
          {plan.data ? (
            <OrderSummary gameName={plan.data.game.name} productName={plan.data.name} method={order.method} amountLabel={`${order.period}か月`} />
          ) : (
            <Skeleton variant="rounded" height={96} />
          )}
        </SectionCard>

        <SectionCard title="お支払い金額">
          {calc.error && !couponRefused ? (
            <LoadFailed message={errorMessage(calc.error, LOAD_FAILED)} onRetry={() => void calc.mutate()} />
          ) : calc.data ? (
            <Box aria-busy={calc.isValidating} sx={{ opacity: calc.isValidating ? 0.6 : 1, transition: 'opacity 0.2s' }}>
              <PlanPriceBreakdown
                calc={calc.data}
                coupon={<CouponField planId={order.planId} applied={order.couponCode ? { code: order.couponCode, name: calc.data.coupon?.name } : null} onApply={setCoupon} onRemove={() => setCoupon(null)} />}
              />
            </Box>
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
              <CircularProgress aria-label="金額を計算中" />
            </Box>
          )}
        </SectionCard>

        <SectionCard title={isCardMethod(order.method) ? 'カード情報' : 'お振込みのご案内'}>
          {isCardMethod(order.method) ? <CardPaymentForm mode="purchase" submitLabel="購入する" onSubmit={(card) => buy(card)} disabled={!ready} /> : <BankTransferPanel onSend={() => buy(null)} disabled={!ready} />}
        </SectionCard>
      </Box>
    </MemberPage>
  );
}
