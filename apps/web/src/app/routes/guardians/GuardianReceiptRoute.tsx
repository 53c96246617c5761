import Box from '@mui/material/Box';
import { guardianPaths } from '../../../config/paths';
import { PaymentReceiptRoute } from '../payments/PaymentReceiptRoute';

/**
 * /guardian/payments/{id}/receipt (issue 31, ADR 0038): the receipt of what a guardian paid for a child, addressed to
 * the guardian. The server answers only the order's payer (404 for the child, anyone else, or nothing paid).
 */
export function GuardianReceiptRoute() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <PaymentReceiptRoute backHref={guardianPaths.home} backLabel="保護者ページへ戻る" />
    </Box>
  );
}
