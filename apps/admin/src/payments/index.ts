import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { ResourceProps } from 'react-admin';
import { PaymentList } from './PaymentList';
import { PaymentShow } from './PaymentShow';

/** Purchases and their payments: read them, follow each order's events, record bank-transfer receipts. */
export default {
  list: PaymentList,
  show: PaymentShow,
  icon: ReceiptLongIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;
