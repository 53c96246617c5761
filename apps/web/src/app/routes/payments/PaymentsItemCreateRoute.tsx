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
import { useItem, useItemCalc } from '../../../features/payments/api/catalogue';
import { purchaseItem } from '../../../features/payments/api/purchase';
import { BankTransferPanel } from '../../../features/payments/components/BankTransferPanel';
import { CardPaymentForm, type CardChoice } from '../../../features/payments/components/CardPaymentForm';
import { LOAD_FAILED, LoadFailed } from '../../../features/payments/components/LoadFailed';
import { OrderSummary } from '../../../features/payments/components/OrderSummary';
import { ItemPriceBreakdown } from '../../../features/payments/components/PriceBreakdown';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import { newIdempotencyKey } from '../../../features/payments/model/idempotency-key';
import { describePurchaseFailure } from '../../../features/payments/model/purchase-failure';
import { parseItemCreateQuery } from '../../../features/payments/model/purchase-query';
import { useLeavePage } from '../../../features/payments/useLeavePage';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';

/** Spec §2 /payments/item/create?item_id&quantity&method: confirmation plus the card form or the bank mail button. */
export function PaymentsItemCreateRoute() {
  usePageTitle('追加レッスンの購入内容の確認');
  const [params] = useSearchParams();
  const query = useMemo(() => parseItemCreateQuery(params), [params]);
  const order = query.ok ? query.value : null;
  const navigate = useNavigate();
  const location = useLocation();
  const { reload } = useCurrentUser();
  const { showSuccess, showError } = useSnackbar();
  const { alertAndGoBack } = useLeavePage();
  const item = useItem(order?.itemId ?? null);
  const calc = useItemCalc(item.data && order ? order.itemId : null, { quantity: order?.quantity ?? 1, method: order?.method ?? 'bulk' });
  const [idempotencyKey] = useState(newIdempotencyKey);

  const loadFailure = !query.ok ? query.message : item.error ? errorMessage(item.error, CatalogueMessages.itemNotFound) : null;
  useEffect(() => {
    if (loadFailure) alertAndGoBack(loadFailure);
  }, [loadFailure, alertAndGoBack]);

  if (loadFailure || !order) return null;

  const buy = async (card: CardChoice | null) => {
    try {
      const payment = await purchaseItem(order.itemId, { method: order.method, quantity: order.quantity, ...(card ?? {}), idempotency_key: idempotencyKey });
      if (order.method === 'bank') {
        showSuccess(PaymentMessages.transferMailSent);
        void reload();
        navigate(memberPaths.mypage);
      } else {
        navigate(memberHref.paymentResult(payment.id), { state: { retryHref: `${location.pathname}${location.search}` } });
      }
    } catch (error) {
      showError(describePurchaseFailure(error, order.method).message);
      throw error;
    }
  };

  const ready = Boolean(item.data && calc.data && !calc.isValidating);

  return (
    <MemberPage eyebrow="CONFIRM" title="購入内容の確認" description="内容とお支払い金額をご確認のうえ、お手続きにお進みください。">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SectionCard
          title="購入内容"
          action={
            <AppLink href={memberPaths.payments} variant="body2">
              選び直す
            </AppLink>
          }
        >
          {item.data ? (
            <OrderSummary gameName={item.data.game.name} productName={item.data.name} method={order.method} amountLabel={`${order.quantity}点`} />
          ) : (
            <Skeleton variant="rounded" height={96} />
          )}
        </SectionCard>

        <SectionCard title="お支払い金額">
          {calc.error ? (
            <LoadFailed message={errorMessage(calc.error, LOAD_FAILED)} onRetry={() => void calc.mutate()} />
          ) : calc.data ? (
            <ItemPriceBreakdown calc={calc.data} />
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
              <CircularProgress aria-label="金額を計算中" />
            </Box>
          )}
        </SectionCard>

        <SectionCard title={order.method === 'bank' ? 'お振込みのご案内' : 'カード情報'}>
          {order.method === 'bank' ? <BankTransferPanel onSend={() => buy(null)} disabled={!ready} /> : <CardPaymentForm mode="purchase" submitLabel="購入する" onSubmit={(card) => buy(card)} disabled={!ready} />}
        </SectionCard>
      </Box>
    </MemberPage>
  );
}
