import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { memberCardSx, MemberPage } from '../../../components/layout/MemberPage';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { paths } from '../../../config/paths';
import { rememberSignedIn } from '../../../lib/member-hint';
import { errorMessage } from '../../../lib/http';
import { useWithdrawalPreview } from '../../../features/withdrawal/api/withdrawal';
import { WithdrawalForm } from '../../../features/withdrawal/components/WithdrawalForm';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** /mypage/withdraw (退会, issue 34): what happens, then the password again; done, the member is signed out at the top page. */
export function WithdrawRoute() {
  usePageTitle('退会手続き');
  const { data, error } = useWithdrawalPreview();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { showSuccess } = useSnackbar();

  const done = useCallback(
    async (message: string) => {
      rememberSignedIn(false);
      showSuccess(message);
      navigate(paths.home, { replace: true });
      // Nothing of the member stays in the cache (as on sign-out).
      await mutate(() => true, undefined, { revalidate: false });
    },
    [mutate, navigate, showSuccess],
  );

  return (
    <MemberPage eyebrow="WITHDRAWAL" title="退会手続き" description="退会すると、次のとおり処理されます。内容をご確認のうえ手続きしてください。">
      <Paper variant="outlined" sx={{ ...memberCardSx, maxWidth: 760 }}>
        {error ? <Alert severity="error">{errorMessage(error, '退会の内容を読み込めませんでした。時間をおいてもう一度お試しください。')}</Alert> : data ? <WithdrawalForm preview={data} onDone={done} /> : <CircularProgress aria-label="読み込み中" />}
      </Paper>
    </MemberPage>
  );
}
