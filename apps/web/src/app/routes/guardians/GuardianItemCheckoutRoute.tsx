import { addOnTermsOf, BillingTerms, CatalogueMessages, GuardianMessages } from '@coaching/contracts';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { purchaseItemForChild, useGuardianItemCalc } from '../../../features/guardians/api/guardian-checkout';
import { GuardianChildPage } from '../../../features/guardians/components/GuardianChildPage';
import { guardianPurchaseOutcome } from '../../../features/guardians/guardian-purchase-outcome';
import { useLinkedChild } from '../../../features/guardians/useLinkedChild';
import { useItem } from '../../../features/payments/api/catalogue';
import { OrderSummary } from '../../../features/payments/components/OrderSummary';
import { PaySection } from '../../../features/payments/components/PaySection';
import { ItemPriceBreakdown } from '../../../features/payments/components/PriceBreakdown';
import { PurchaseTerms } from '../../../features/payments/components/PurchaseTerms';
import { QuoteSection } from '../../../features/payments/components/QuoteSection';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import { parseItemCreateQuery } from '../../../features/payments/model/purchase-query';
import { itemPurchaseTerms } from '../../../features/payments/model/purchase-terms';
import { usePurchaseFlow } from '../../../features/payments/usePurchaseFlow';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';

/**
 * /guardian/children/{link}/item-checkout?item_id&quantity&method (issue 31, ADR 0047): the member's item confirmation
 * for a linked child — the items, the price, the terms, then the guardian's card or the transfer-guide mail to them.
 */
export function GuardianItemCheckoutRoute() {
  usePageTitle('追加レッスンの購入内容の確認');
  const { linkId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parseItemCreateQuery(params), [params]);
  const order = query.ok ? query.value : null;
  const { child, name, notLinked } = useLinkedChild(linkId);
  const item = useItem(order?.itemId ?? null);
  const calc = useGuardianItemCalc(linkId, item.data && order ? order.itemId : null, { quantity: order?.quantity ?? 1, method: order?.method ?? 'bulk' });
  const flow = usePurchaseFlow({
    order,
    quote: calc,
    targetLoaded: Boolean(item.data && child),
    purchase: ({ itemId, method, quantity }, payment) => purchaseItemForChild(linkId, itemId, { method, quantity, ...payment }),
    ...guardianPurchaseOutcome(navigate),
  });

  const failure = !query.ok ? query.message : item.error ? errorMessage(item.error, CatalogueMessages.itemNotFound) : notLinked ? GuardianMessages.childNotLinked : null;

  return (
    <GuardianChildPage
      linkId={linkId}
      eyebrow="CONFIRM"
      title="購入内容の確認"
      description={child ? `${name} さんの追加レッスンです。レッスンはお子さまのアカウントで受講し、お支払いと領収書は保護者さまのアカウントになります。` : ''}
      backLabel="選び直す"
      failure={failure}
    >
      <SectionCard title={`購入内容（${name} さん）`}>
        {item.data && order ? <OrderSummary gameName={item.data.game.name} productName={item.data.name} method={order.method} amountLabel={BillingTerms.itemCount(order.quantity)} /> : <Skeleton variant="rounded" height={96} />}
      </SectionCard>
      <QuoteSection quote={calc}>{(quote) => <ItemPriceBreakdown calc={quote} />}</QuoteSection>
      {calc.data && order && <PurchaseTerms terms={itemPurchaseTerms(calc.data, order.method, addOnTermsOf(null, item.data?.name))} actionLabel={flow.isCard ? '購入する' : '振込案内メールを送信する'} />}
      <PaySection flow={flow} />
    </GuardianChildPage>
  );
}
