import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { ResourceEmpty } from '../layout/ResourceEmpty';

/** No purchase at all yet. */
export const PaymentEmpty = () => <ResourceEmpty resource="payments" icon={<ReceiptLongIcon />} />;
