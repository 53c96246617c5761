import Chip, { type ChipProps } from '@mui/material/Chip';
import { CAMP_STATUS_LABELS, type AdminCampApplication, type CampApplicationStatus } from '@coaching/contracts';
import { useRecordContext } from 'react-admin';

/** What needs an operator stands out: a transfer to confirm, a failed payment, a refund to send. */
const COLORS: Readonly<Record<CampApplicationStatus, ChipProps['color']>> = {
  applied: 'default',
  payment_requested: 'info',
  awaiting_transfer: 'warning',
  paid: 'success',
  payment_failed: 'error',
  released: 'default',
  cancelled: 'warning',
  refunded: 'default',
};

export const CampStatusField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<AdminCampApplication>();
  if (!record) return null;
  return <Chip size="small" data-testid="camp-status" label={CAMP_STATUS_LABELS[record.status]} color={COLORS[record.status]} variant={record.status === 'paid' ? 'outlined' : 'filled'} />;
};
