import { IdentityMessages, TrialFunnelMessages } from '@coaching/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnackbar } from '../../components/snackbar/useSnackbar';

/**
 * A step just done by a signed-in member, as the server's redirect says it (issue 30): `verified=1` (the verification
 * link opened where they are signed in: 「メールアドレスを認証しました。」, never 「…ログインして下さい」) or
 * `linked=discord` (the Discord connection). Shown once per arrival.
 */
export function useArrivalNotice(): void {
  const [params] = useSearchParams();
  const { showSuccess } = useSnackbar();
  const notice = params.get('verified') === '1' ? TrialFunnelMessages.verifiedSignedIn : params.get('linked') === 'discord' ? IdentityMessages.discordLinked : null;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!notice || shown.current === notice) return;
    shown.current = notice;
    showSuccess(notice);
  }, [notice, showSuccess]);
}
