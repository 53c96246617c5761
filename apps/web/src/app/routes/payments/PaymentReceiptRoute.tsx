import { PaymentMessages } from '@coaching/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberPaths } from '../../../config/paths';
import { usePaymentReceipt } from '../../../features/payments/api/payments';
import { ReceiptPanel } from '../../../features/payments/components/ReceiptPanel';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { ApiError } from '../../../lib/http';

/**
 * /payments/{id}/receipt: the receipt (領収書) of a paid order, to print or save as PDF (the browser's print
 * dialog). The server answers only the order's member, or the guardian who paid (404 for anyone else, or nothing paid
 * yet); the way back is the reader's own (お支払い管理, or the guardian's page).
 */
export function PaymentReceiptRoute({ backHref = memberPaths.paymentsHistory, backLabel = 'お支払い管理へ戻る' }: { backHref?: string; backLabel?: string }) {
  usePageTitle('領収書');
  const { id = '' } = useParams();
  const { data, error, mutate } = usePaymentReceipt(id);

  return (
    <MemberPage eyebrow="RECEIPT" title="領収書" description="印刷するか、印刷画面で「PDFに保存」を選ぶと保存できます。">
      <ReceiptPanel
        receipt={data?.data}
        error={error}
        missing={error instanceof ApiError && error.status === 404}
        missingMessage={PaymentMessages.receiptNotFound}
        onRetry={() => void mutate()}
        back={
          <LinkButton href={backHref} variant="outlined" startIcon={<ArrowBackIcon />}>
            {backLabel}
          </LinkButton>
        }
      />
    </MemberPage>
  );
}
