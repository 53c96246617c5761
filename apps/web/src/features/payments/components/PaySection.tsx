import type { PurchaseFlow } from '../usePurchaseFlow';
import { BankTransferPanel } from './BankTransferPanel';
import { CardPaymentForm } from './CardPaymentForm';
import { SectionCard } from './SectionCard';

/** The confirmation's last step (spec §2): the card form (saved or new card), or the transfer-guide mail button. */
export function PaySection({ flow }: { flow: PurchaseFlow }) {
  return (
    <SectionCard title={flow.isCard ? 'カード情報' : 'お振込みのご案内'}>
      {flow.isCard ? <CardPaymentForm mode="purchase" submitLabel="購入する" onSubmit={(card) => flow.pay(card)} disabled={!flow.ready} /> : <BankTransferPanel onSend={() => flow.pay(null)} disabled={!flow.ready} />}
    </SectionCard>
  );
}
