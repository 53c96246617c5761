import { PaymentMessages } from '@coaching/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { guardianPaths } from '../../../config/paths';
import { usePaymentReceipt } from '../../../features/payments/api/payments';
import { LOAD_FAILED, LoadFailed } from '../../../features/payments/components/LoadFailed';
import { RECEIPT_ID, ReceiptDocument } from '../../../features/payments/components/ReceiptDocument';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { ApiError, errorMessage } from '../../../lib/http';

/** On paper only the receipt: the header, the sidebar and these buttons are left out; A4 with a margin. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '16mm' },
        'body *': { visibility: 'hidden' },
        [`#${RECEIPT_ID}, #${RECEIPT_ID} *`]: { visibility: 'visible' },
        [`#${RECEIPT_ID}`]: { position: 'absolute', left: 0, top: 0, width: '100%', maxWidth: 'none !important', border: '0 !important' },
      },
    }}
  />
);

/**
 * /guardian/payments/{id}/receipt (issue 31, ADR 0038): the member's receipt page for what a guardian paid for a child,
 * addressed to the guardian. The server answers only the order's payer (404 for the child, anyone else, or nothing paid).
 */
export function GuardianReceiptRoute() {
  usePageTitle('領収書');
  const { id = '' } = useParams();
  const { data, error, mutate } = usePaymentReceipt(id);
  const missing = error instanceof ApiError && error.status === 404;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <MemberPage eyebrow="RECEIPT" title="領収書" description="印刷するか、印刷画面で「PDFに保存」を選ぶと保存できます。">
        {printStyles}
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <LinkButton href={guardianPaths.home} variant="outlined" startIcon={<ArrowBackIcon />}>
              保護者ページへ戻る
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
    </Box>
  );
}
