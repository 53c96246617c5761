import { CatalogueMessages, GuardianMessages } from '@coaching/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { guardianHref, guardianPaths } from '../../../config/paths';
import { purchasePlanForChild, useGuardianPlanCalc } from '../../../features/guardians/api/guardian-checkout';
import { useGuardianChildren } from '../../../features/guardians/api/guardians';
import { usePlan } from '../../../features/payments/api/catalogue';
import { OrderSummary } from '../../../features/payments/components/OrderSummary';
import { PaySection } from '../../../features/payments/components/PaySection';
import { PlanPriceBreakdown } from '../../../features/payments/components/PriceBreakdown';
import { PurchaseTerms } from '../../../features/payments/components/PurchaseTerms';
import { QuoteSection } from '../../../features/payments/components/QuoteSection';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import { termsHref } from '../../../features/payments/model/information-flow';
import { describePurchaseFailure } from '../../../features/payments/model/purchase-failure';
import { parsePlanCreateQuery } from '../../../features/payments/model/purchase-query';
import { planPurchaseTerms } from '../../../features/payments/model/purchase-terms';
import { usePurchaseFlow } from '../../../features/payments/usePurchaseFlow';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { ApiError, errorMessage } from '../../../lib/http';

/**
 * /guardian/children/{link}/checkout?plan_id&method&period (issue 31, ADR 0038): the member's final confirmation for a
 * linked child — the order, the child's price, the terms, then the guardian's card (saved or new, tokenised in the
 * browser) or the transfer-guide mail to the guardian. The same checkout flow (one idempotency key per screen).
 */
export function GuardianCheckoutRoute() {
  usePageTitle('お申し込み内容の確認');
  const { linkId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parsePlanCreateQuery(params), [params]);
  const order = query.ok ? query.value : null;
  const children = useGuardianChildren();
  const child = children.data?.find((c) => c.link_id === linkId) ?? null;
  const plan = usePlan(order?.planId ?? null);
  const calc = useGuardianPlanCalc(linkId, plan.data && order ? order.planId : null, { method: order?.method ?? 'bulk', period: order?.period ?? 1 });
  const flow = usePurchaseFlow({
    order,
    quote: calc,
    targetLoaded: Boolean(plan.data && child),
    purchase: ({ planId, method, period }, payment) => purchasePlanForChild(linkId, planId, { method, period, ...payment }),
    onPurchased: (payment) => navigate(guardianHref.payment(payment.id), { state: { retryHref: `${window.location.pathname}${window.location.search}` } }),
    // The link ended meanwhile (404) or the child's information is missing (422): the server's words, in the page.
    describeFailure: (error, { method }) => (error instanceof ApiError && error.status === 404 && error.serverMessage ? { kind: 'retry', message: error.serverMessage } : describePurchaseFailure(error, method)),
  });

  const failure = !query.ok ? query.message : plan.error ? errorMessage(plan.error, CatalogueMessages.planNotFound) : children.data && !child ? GuardianMessages.childNotLinked : null;
  const name = child ? (child.name ?? child.email) : '';

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <MemberPage eyebrow="CONFIRM" title="お申し込み内容の確認" description={child ? `${name} さんのお申し込みです。レッスンはお子さまのアカウントで受講し、お支払いと領収書は保護者さまのアカウントになります。` : ''}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box>
            <LinkButton href={guardianHref.childApply(linkId)} variant="text" startIcon={<ArrowBackIcon />}>
              プランを選び直す
            </LinkButton>
          </Box>
          {failure ? (
            <Alert severity="error" action={<LinkButton href={guardianPaths.home}>保護者ページへ</LinkButton>}>
              {failure}
            </Alert>
          ) : (
            <>
              <SectionCard title={`お申し込み内容（${name} さん）`}>
                {plan.data && order ? <OrderSummary gameName={plan.data.game.name} productName={plan.data.name} method={order.method} amountLabel={`${order.period}か月`} /> : <Skeleton variant="rounded" height={96} />}
              </SectionCard>
              <QuoteSection quote={calc}>{(quote) => <PlanPriceBreakdown calc={quote} />}</QuoteSection>
              {calc.data && order && <PurchaseTerms terms={planPurchaseTerms(calc.data, order.method)} actionLabel={flow.isCard ? '購入する' : '振込案内メールを送信する'} termsHref={termsHref(plan.data)} />}
              <PaySection flow={flow} />
            </>
          )}
        </Box>
      </MemberPage>
    </Box>
  );
}
