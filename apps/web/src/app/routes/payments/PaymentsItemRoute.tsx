import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { memberPaths } from '../../../config/paths';
import { ItemQuantityPicker } from '../../../features/payments/components/ItemQuantityPicker';
import { OrderSection } from '../../../features/payments/components/OrderSection';
import { itemCreateHref, itemFromState } from '../../../features/payments/model/purchase-options';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** Spec §2 /payments/item (state: item): the quantity (1–6), then the method modal (card in one payment or bank). */
export function PaymentsItemRoute() {
  usePageTitle('追加レッスンの購入');
  const { state } = useLocation();
  const navigate = useNavigate();
  const chosen = itemFromState(state);

  // Opened without a chosen item (a bookmark, a reload in another tab): choose one first.
  if (!chosen) return <Navigate to={memberPaths.payments} replace />;
  const { item, gameName } = chosen;

  return (
    <MemberPage eyebrow="ADD-ON" title="追加レッスンの購入" description="購入する数量を選んで、お支払い方法を選択してください。">
      <OrderSection title="購入内容" changeLabel="選び直す">
        <ItemQuantityPicker item={item} gameName={gameName} onChoose={({ quantity, method }) => navigate(itemCreateHref({ itemId: item.id, quantity, method }))} />
      </OrderSection>
    </MemberPage>
  );
}
