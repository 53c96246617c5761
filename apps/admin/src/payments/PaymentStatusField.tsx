import Chip, { type ChipProps } from '@mui/material/Chip';
import type { AdminPayment, PaymentStatus } from '@coaching/contracts';
import { useRecordContext } from 'react-admin';

/** What needs an operator stands out: a transfer to confirm, a failed or unpaid charge. */
const COLORS: Readonly<Record<PaymentStatus, ChipProps['color']>> = {
  pending: 'info',
  awaiting_transfer: 'warning',
  authorised: 'success',
  captured: 'success',
  failed: 'error',
  refunded: 'default',
  in_arrears: 'error',
  void: 'default',
};

export const PaymentStatusField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<AdminPayment>();
  if (!record) return null;
  const settled = record.status === 'captured' || record.status === 'authorised';
  return <Chip size="small" data-testid="payment-status" label={record.status_ja} color={COLORS[record.status]} variant={settled ? 'outlined' : 'filled'} />;
};
