import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnackbar } from '../../components/snackbar/useSnackbar';
import { memberPaths } from '../../config/paths';

/**
 * Ways a payment page sends the member elsewhere, each at most once per page (effects can run twice, and a
 * second alert or toast would be noise).
 */
export function useLeavePage() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const { showError } = useSnackbar();
  const left = useRef(false);

  /** Spec §2 "on plan load error it alerts and goes back": back in history, or to /payments when opened directly. */
  const alertAndGoBack = useCallback(
    (message: string) => {
      if (left.current) return;
      left.current = true;
      window.alert(message);
      if (key !== 'default') navigate(-1);
      else navigate(memberPaths.payments, { replace: true });
    },
    [key, navigate],
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

  return { alertAndGoBack, redirectWithError };
}
