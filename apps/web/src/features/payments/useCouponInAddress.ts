import { PaymentMessages } from '@coaching/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnackbar } from '../../components/snackbar/useSnackbar';
import { ApiError } from '../../lib/http';

/**
 * The coupon of a plan's final confirmation lives in the address (?coupon_code, so a reload or a shared link keeps it),
 * for the member's and the guardian's checkout alike. Answers the setter the coupon field calls, and whether the server
 * refused the code in the address (used up since, mistyped link): then the code is dropped and the member told so.
 */
export function useCouponInAddress(couponCode: string | null | undefined, quoteError: unknown): { setCoupon: (code: string | null) => void; couponRefused: boolean } {
  const [params, setParams] = useSearchParams();
  const { showError } = useSnackbar();

  const setCoupon = (code: string | null) => {
    const next = new URLSearchParams(params);
    if (code) next.set('coupon_code', code);
    else next.delete('coupon_code');
    setParams(next, { replace: true });
  };

  const couponRefused = Boolean(couponCode) && quoteError instanceof ApiError && quoteError.status === 422 && quoteError.serverMessage === PaymentMessages.couponInvalid;
  useEffect(() => {
    if (!couponRefused) return;
    showError(PaymentMessages.couponInvalid);
    const next = new URLSearchParams(params);
    next.delete('coupon_code');
    setParams(next, { replace: true });
  }, [couponRefused, params, setParams, showError]);

  return { setCoupon, couponRefused };
}
