import { addOnTermsOf, BillingTerms, CatalogueMessages } from '@coaching/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { useItem, useItemCalc } from '../../../features/payments/api/catalogue';
import { purchaseItem } from '../../../features/payments/api/purchase';
import { OrderSection } from '../../../features/payments/components/OrderSection';
import { OrderSummary } from '../../../features/payments/components/OrderSummary';
import { PaySection } from '../../../features/payments/components/PaySection';
import { PurchaseTerms } from '../../../features/payments/components/PurchaseTerms';
import { itemPurchaseTerms } from '../../../features/payments/model/purchase-terms';
import { ItemPriceBreakdown } from '../../../features/payments/components/PriceBreakdown';
import { QuoteSection } from '../../../features/payments/components/QuoteSection';
import { parseItemCreateQuery } from '../../../features/payments/model/purchase-query';
import { useAfterMemberPurchase } from '../../../features/payments/useAfterMemberPurchase';
import { useLeavePage } from '../../../features/payments/useLeavePage';
import { usePurchaseFlow } from '../../../features/payments/usePurchaseFlow';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';
import { SuspensionAlert } from '../../../features/auth/components/SuspensionAlert';

/** Spec §2 /payments/item/create?item_id&quantity&method: confirmation plus the card form or the bank mail button. */
export function PaymentsItemCreateRoute() {
  usePageTitle('追加レッスンの購入内容の確認');
  const [params] = useSearchParams();
  const query = useMemo(() => parseItemCreateQuery(params), [params]);
  const order = query.ok ? query.value : null;
  const { failAndGoBack } = useLeavePage();
  const item = useItem(order?.itemId ?? null);
  const calc = useItemCalc(item.data && order ? order.itemId : null, { quantity: order?.quantity ?? 1, method: order?.method ?? 'bulk' });
  const afterPurchase = useAfterMemberPurchase();
  const flow = usePurchaseFlow({
    order,
    quote: calc,
    targetLoaded: Boolean(item.data),
    purchase: ({ itemId, method, quantity }, payment) => purchaseItem(itemId, { method, quantity, ...payment }),
    onPurchased: afterPurchase,
  });

  const loadFailure = !query.ok ? query.message : item.error ? errorMessage(item.error, CatalogueMessages.itemNotFound) : null;
  useEffect(() => {
    if (loadFailure) failAndGoBack(loadFailure);
  }, [loadFailure, failAndGoBack]);

  if (loadFailure || !order) return null;

  return (
    <MemberPage eyebrow="CONFIRM" title="購入内容の確認" description="内容とお支払い金額をご確認のうえ、お手続きにお進みください。">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SuspensionAlert />
        <OrderSection title="購入内容" changeLabel="選び直す">
          {item.data ? (
            <OrderSummary gameName={item.data.game.name} productName={item.data.name} method={order.method} amountLabel={BillingTerms.itemCount(order.quantity)} />
          ) : (
            <Skeleton variant="rounded" height={96} />
          )}
        </OrderSection>

        <QuoteSection quote={calc}>{(quote) => <ItemPriceBreakdown calc={quote} />}</QuoteSection>

        {calc.data && <PurchaseTerms terms={itemPurchaseTerms(calc.data, order.method, addOnTermsOf(null, item.data?.name))} actionLabel={flow.isCard ? '購入する' : '振込案内メールを送信する'} />}

        <PaySection flow={flow} />
      </Box>
    </MemberPage>
  );
}
