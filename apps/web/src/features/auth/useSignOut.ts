import { IdentityMessages } from '@coaching/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useSnackbar } from '../../components/snackbar/useSnackbar';
import { paths } from '../../config/paths';
import { ApiError, errorMessage } from '../../lib/http';
import { rememberSignedIn } from '../../lib/member-hint';
import { logout } from './api/logout';

/** Logout (spec §2 member sidebar): POST /api/logout, then /login with nothing of the member left in SWR's cache. */
export function useSignOut() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { showError } = useSnackbar();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await logout();
    } catch (error) {
      // A 401 means the session had already ended: the member is signed out either way.
      if (!(error instanceof ApiError && error.status === 401)) {
        showError(errorMessage(error, IdentityMessages.error));
        setSigningOut(false);
        return;
      }
    }
    rememberSignedIn(false);
    navigate(paths.login, { replace: true });
    // Emptied, not set to "signed out": until /login is on screen the member guard sees "loading" and
    // shows a spinner, instead of remembering this page as the one to come back to.
    await mutate(() => true, undefined, { revalidate: false });
  }, [mutate, navigate, showError]);

  return { signOut, signingOut };
}
