import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/link/AppLink';
import { LinkButton } from '../../../components/link/LinkButton';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/AuthCard';
import { CompletionView } from '../../../features/auth/components/CompletionView';
import { PasswordResetForm } from '../../../features/auth/components/PasswordResetForm';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** Spec §2 /password/reset?token=…&email=…: form, then the completion view with a link to the top (§4). */
export function PasswordResetRoute() {
  usePageTitle('パスワードの再設定');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const [done, setDone] = useState(false);

  return (
    <AuthCard
      eyebrow="PASSWORD"
      title="パスワードの再設定"
      description={done || !token ? undefined : '新しいパスワードを入力してください。'}
      footer={
        done ? undefined : (
          <AppLink href={paths.login} variant="body2">
            ログインページへ戻る
          </AppLink>
        )
      }
    >
      {done ? (
        <CompletionView
          title="パスワードを再設定しました"
          actions={
            <>
              <LinkButton href={paths.login} variant="contained" size="large">
                ログインする
              </LinkButton>
              <LinkButton href={paths.home} variant="outlined" size="large">
                トップページへ
              </LinkButton>
            </>
          }
        >
          新しいパスワードでログインしてください。
        </CompletionView>
      ) : token ? (
        <PasswordResetForm token={token} email={email} onDone={() => setDone(true)} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Alert severity="warning">
            パスワード再設定のリンクが正しくありません。お手数ですが、もう一度お手続きください。
          </Alert>
          <LinkButton href={paths.passwordRemind} variant="contained" size="large" fullWidth>
            再設定メールを送る
          </LinkButton>
        </Box>
      )}
    </AuthCard>
  );
}
