import Alert from '@mui/material/Alert';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberHref } from '../../../config/paths';

/** What the result page hands /mypage after a purchase went through: the order just paid. */
export interface PurchasedOrderState {
  purchasedOrderId: string;
}

export const purchasedOrderState = (paymentId: string): PurchasedOrderState => ({ purchasedOrderId: paymentId });

const purchasedOrderOf = (state: unknown): string | null => {
  const id = typeof state === 'object' && state !== null && 'purchasedOrderId' in state ? (state as PurchasedOrderState).purchasedOrderId : null;
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
};

/**
 * After a purchase the result page shows the spec's toast and goes to /mypage (spec §4); the toast leaves after
 * 5 seconds, so mypage keeps a notice with the way to the order page (issue 32) for as long as the member stays.
 */
export function PurchasedOrderNotice() {
  const { state } = useLocation();
  const orderId = purchasedOrderOf(state);
  if (!orderId) return null;
  return (
    <Alert
      severity="success"
      role="status"
      data-testid="purchased-order-notice"
      action={
        <LinkButton href={memberHref.paymentOrder(orderId)} color="inherit" size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
          ご注文の詳細
        </LinkButton>
      }
      sx={{ alignItems: 'center' }}
    >
      お申し込みの内容とお支払いの予定は「ご注文の詳細」でご確認いただけます。
    </Alert>
  );
}
