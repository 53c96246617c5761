import { CampMessages } from '@coaching/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useCampReceipt } from '../../../features/camp/api/camp';
import { ReceiptPanel } from '../../../features/payments/components/ReceiptPanel';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { ApiError } from '../../../lib/http';

/**
 * /fortnite-camp/receipt?application=&sig= (issue 32): the receipt of a camp payment, addressed to the parent, opened
 * from the signed link of the camp's mail or its completion page (no account); print-ready like a member's receipt.
 */
export function CampReceiptRoute() {
  usePageTitle('フォートナイトキャンプ 領収書');
  const [params] = useSearchParams();
  const { data, error, mutate } = useCampReceipt(params.get('application'), params.get('sig'));
  const missing = !params.get('application') || !params.get('sig') || (error instanceof ApiError && error.status === 404);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
      <Box component="header">
        <Typography component="p" sx={{ color: 'primary.main', fontWeight: 800, letterSpacing: '0.2em', fontSize: '0.8125rem' }}>
          FORTNITE CAMP
        </Typography>
        <Typography variant="h1" sx={{ mt: 0.5, fontSize: { xs: '1.5rem', md: '2rem' } }}>
          領収書
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          印刷するか、印刷画面で「PDFに保存」を選ぶと保存できます。
        </Typography>
      </Box>
      <ReceiptPanel receipt={data?.data} error={error} missing={missing} missingMessage={CampMessages.receiptNotFound} onRetry={() => void mutate()} />
    </Container>
  );
}
