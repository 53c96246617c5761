import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnackbar } from '../../components/snackbar/useSnackbar';
import { memberPaths } from '../../config/paths';

/**
 * Ways a payment page sends the member elsewhere, each at most once per page (effects can run twice, and a
 * second toast would be noise). Never a native alert: an error toast (the snackbar outlives the navigation).
 */
export function useLeavePage() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const { showError } = useSnackbar();
  const left = useRef(false);

  /** Spec §2 "on plan load error it alerts and goes back": the error as a toast, then back in history, or to /payments when opened directly. */
  const failAndGoBack = useCallback(
    (message: string) => {
      if (left.current) return;
      left.current = true;
      showError(message);
      if (key !== 'default') navigate(-1);
      else navigate(memberPaths.payments, { replace: true });
    },
    [key, navigate, showError],
  );

  /** Elsewhere with an error toast (spec §2 redirects of /payments/create). */
  const redirectWithError = useCallback(
    (to: string, message: string) => {
      if (left.current) return;
      left.current = true;
      showError(message);
      navigate(to, { replace: true });
    },
    [navigate, showError],
  );

  return { failAndGoBack, redirectWithError };
}
