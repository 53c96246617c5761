import { IdentityMessages } from '@coaching/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnackbar } from '../../components/snackbar/useSnackbar';

const ERROR_MAX_LENGTH = 200;

/**
 * /login?verified=1 and /login?error=… (spec §2, §8): where the verification link ends. The toast is
 * shown once per link, before any redirect of a member who is already signed in.
 */
export function useLoginNotices(): void {
  const [params] = useSearchParams();
  const { showSuccess, showError } = useSnackbar();
  const verified = params.get('verified') === '1';
  // Only text is shown (never HTML), cut short so a crafted link cannot fill the screen.
  const error = params.get('error')?.trim().slice(0, ERROR_MAX_LENGTH) || undefined;
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const notice = error ? `error:${error}` : verified ? 'verified' : null;
    if (!notice || shown.current === notice) return;
    shown.current = notice;
    if (error) showError(error);
    else showSuccess(IdentityMessages.verified);
  }, [error, verified, showError, showSuccess]);
}
