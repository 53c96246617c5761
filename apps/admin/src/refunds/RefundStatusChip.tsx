import Chip from '@mui/material/Chip';
import { REFUND_STATUS_LABELS, type RefundStatus } from '@coaching/contracts';

const COLORS: Record<RefundStatus, 'warning' | 'info' | 'default' | 'success'> = {
  awaiting_approval: 'warning',
  approved: 'info',
  rejected: 'default',
  withdrawn: 'default',
  refunded: 'success',
  awaiting_bank_transfer: 'warning',
  bank_paid: 'success',
};

export const RefundStatusChip = ({ status }: { status: RefundStatus }) => <Chip size="small" color={COLORS[status]} label={REFUND_STATUS_LABELS[status]} sx={{ fontWeight: 700 }} />;
