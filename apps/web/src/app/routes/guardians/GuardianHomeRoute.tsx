import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { useSignOut } from '../../../features/auth/useSignOut';
import { GuardianCampApplications } from '../../../features/guardians/components/GuardianCampApplications';
import { GuardianChildren } from '../../../features/guardians/components/GuardianChildren';
import { GuardianLinksPanel } from '../../../features/guardians/components/GuardianLinksPanel';
import { WeeklySummarySwitch } from '../../../features/guardians/components/WeeklySummarySwitch';
import { usePageTitle } from '../../../hooks/usePageTitle';

/**
 * The guardian area (/guardian, issue 31): the children linked now, the camp applications of the guardian's address,
 * the weekly summary switch (ADR 0047), then the links and the form to add a child.
 */
export function GuardianHomeRoute() {
  usePageTitle('保護者ページ');
  const { me } = useCurrentUser();
  const { signOut, signingOut } = useSignOut();

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <MemberPage
        eyebrow="GUARDIAN"
        title="保護者ページ"
        description={`${me?.name ?? me?.email ?? ''} さんの保護者アカウントです。連携しているお子さまのコース・レッスンの予定・今月の受講状況を確認できます。`}
      >
        <Stack spacing={4}>
          <GuardianChildren />
          <GuardianCampApplications />
          <WeeklySummarySwitch />
          <GuardianLinksPanel side="guardian" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <LinkButton href={paths.passwordRemind} variant="outlined">
              パスワードを再設定する
            </LinkButton>
            <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} loading={signingOut} onClick={() => void signOut()}>
              ログアウト
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            保護者アカウントでは、お子さまのパスワードやカード情報を見ることはできません。連携はお子さま・保護者のどちらからでも終了できます。
          </Typography>
        </Stack>
      </MemberPage>
    </Box>
  );
}
