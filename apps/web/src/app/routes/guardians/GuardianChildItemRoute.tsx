import { GuardianMessages } from '@coaching/contracts';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { guardianHref } from '../../../config/paths';
import { GuardianChildPage } from '../../../features/guardians/components/GuardianChildPage';
import { useLinkedChild } from '../../../features/guardians/useLinkedChild';
import { ItemQuantityPicker } from '../../../features/payments/components/ItemQuantityPicker';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import { itemFromState } from '../../../features/payments/model/purchase-options';
import { usePageTitle } from '../../../hooks/usePageTitle';

/**
 * /guardian/children/{link}/item (history state: the item; ADR 0047): the member's /payments/item for a linked child —
 * the quantity, then the method — and on to the guardian's item checkout.
 */
export function GuardianChildItemRoute() {
  usePageTitle('追加レッスンの購入');
  const { linkId = '' } = useParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const { child, name, notLinked } = useLinkedChild(linkId);
  const chosen = itemFromState(state);

  // Opened without a chosen item (a bookmark, a reload): choose one first.
  if (!chosen) return <Navigate to={guardianHref.childApply(linkId)} replace />;

  return (
    <GuardianChildPage
      linkId={linkId}
      eyebrow="ADD-ON"
      title="追加レッスンの購入"
      description={child ? `${name} さんの追加レッスンです。数量を選んで、お支払い方法を選択してください。` : ''}
      backLabel="選び直す"
      failure={notLinked ? GuardianMessages.childNotLinked : null}
    >
      <SectionCard title="購入内容">
        <ItemQuantityPicker
          item={chosen.item}
          gameName={chosen.gameName}
          onChoose={({ quantity, method }) => navigate(guardianHref.childItemCheckout(linkId, { item_id: chosen.item.id, quantity, method }))}
        />
      </SectionCard>
    </GuardianChildPage>
  );
}
