import { PaymentMessages } from '@coaching/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberPaths } from '../../../config/paths';
import { usePaymentReceipt } from '../../../features/payments/api/payments';
import { LOAD_FAILED, LoadFailed } from '../../../features/payments/components/LoadFailed';
import { ReceiptDocument } from '../../../features/payments/components/ReceiptDocument';
import { ReceiptPrintStyles } from '../../../features/payments/components/ReceiptPrintStyles';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { ApiError, errorMessage } from '../../../lib/http';

/**
 * /payments/{id}/receipt: the receipt (領収書) of a paid order, to print or save as PDF (the browser's print
 * dialog). The server answers only the order's member (404 for anyone else, or nothing paid yet).
 */
export function PaymentReceiptRoute() {
  usePageTitle('領収書');
  const { id = '' } = useParams();
  const { data, error, mutate } = usePaymentReceipt(id);
  const missing = error instanceof ApiError && error.status === 404;

  return (
    <MemberPage eyebrow="RECEIPT" title="領収書" description="印刷するか、印刷画面で「PDFに保存」を選ぶと保存できます。">
      <ReceiptPrintStyles />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <LinkButton href={memberPaths.paymentsHistory} variant="outlined" startIcon={<ArrowBackIcon />}>
            お支払い管理へ戻る
          </LinkButton>
          {data && (
            <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
              印刷・PDFで保存
            </Button>
          )}
        </Box>
        {missing ? (
          <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
            {PaymentMessages.receiptNotFound}
          </Typography>
        ) : error ? (
          <LoadFailed message={errorMessage(error, LOAD_FAILED)} onRetry={() => void mutate()} />
        ) : !data ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
            <CircularProgress aria-label="領収書を読み込み中" />
          </Box>
        ) : (
          <ReceiptDocument receipt={data.data} />
        )}
      </Box>
    </MemberPage>
  );
}
