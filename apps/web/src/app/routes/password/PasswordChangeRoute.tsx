import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberCardSx, MemberPage } from '../../../components/layout/MemberPage';
import { memberPaths } from '../../../config/paths';
import { CompletionView } from '../../../features/auth/components/CompletionView';
import { PasswordChangeForm } from '../../../features/auth/components/PasswordChangeForm';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** Spec §2 /password/change, inside the member layout: form, then complete (§4). */
export function PasswordChangeRoute() {
  usePageTitle('パスワード変更');
  const [done, setDone] = useState(false);

  return (
    <MemberPage eyebrow="PASSWORD" title="パスワード変更" description={done ? undefined : '現在のパスワードと、新しいパスワードを入力してください。'}>
      <Paper variant="outlined" sx={{ ...memberCardSx, maxWidth: 640 }}>
        {done ? (
          <CompletionView
            title="パスワードを変更しました"
            actions={
              <LinkButton href={memberPaths.mypage} variant="contained" size="large">
                マイページへ
              </LinkButton>
            }
          >
            次回から新しいパスワードでログインしてください。
          </CompletionView>
        ) : (
          <PasswordChangeForm onDone={() => setDone(true)} />
        )}
      </Paper>
    </MemberPage>
  );
}
