import { PaymentMessages, type PaymentMethod, type PaymentSummary } from '@coaching/contracts';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnackbar } from '../../components/snackbar/useSnackbar';
import { useCurrentUser } from '../auth/api/get-current-user';
import { memberPurchaseDestination } from './model/purchase-flow';

/**
 * Spec §2, §4: a member's accepted purchase. A bank transfer: the guide is mailed, toast and /mypage (with the
 * member reloaded); a card: the result page watches the charge, with this confirmation as the way back.
 */
export function useAfterMemberPurchase(): (payment: PaymentSummary, order: { method: PaymentMethod }) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { showSuccess } = useSnackbar();
  const { reload } = useCurrentUser();

  return (payment, { method }) => {
    const next = memberPurchaseDestination(method, payment.id, `${pathname}${search}`);
    if (next.kind === 'transfer-mail-sent') {
      showSuccess(PaymentMessages.transferMailSent);
      void reload();
      navigate(next.to);
    } else {
      navigate(next.to, { state: next.state });
    }
  };
}
