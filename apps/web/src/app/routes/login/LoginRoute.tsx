import { IdentityMessages } from '@coaching/contracts';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberPaths, paths } from '../../../config/paths';
import { isVerifiedMember, useCurrentUser } from '../../../features/auth/api/get-current-user';
import { AuthCard } from '../../../features/auth/components/AuthCard';
import { DiscordButton } from '../../../features/auth/components/DiscordButton';
import { LoginForm } from '../../../features/auth/components/LoginForm';
import { OrDivider } from '../../../features/auth/components/OrDivider';
import { emailFromState } from '../../../features/auth/location-state';
import { useLoginNotices } from '../../../features/auth/useLoginNotices';
import { useTrialContextQuery } from '../../../features/auth/useTrialContextQuery';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** Spec §2 /login. A verified member is sent to /mypage, unless the sign-in is happening on this page. */
export function LoginRoute() {
  usePageTitle('ログイン');
  useLoginNotices();
  const { context: trialContext, missingGame } = useTrialContextQuery();
  const { me } = useCurrentUser();
  const { state } = useLocation();
  const [signingIn, setSigningIn] = useState(false);

  if (isVerifiedMember(me) && !signingIn) return <Navigate to={memberPaths.mypage} replace />;

  return (
    <AuthCard
      eyebrow="LOGIN"
      title="ログイン"
      footer={
        <>
          <Typography variant="body2" color="text.secondary">
            アカウントをお持ちでない方
          </Typography>
          <LinkButton href={paths.register} variant="outlined" size="large" sx={{ width: { xs: '100%', sm: 320 } }}>
            新規会員登録はこちら
          </LinkButton>
        </>
      }
    >
      {missingGame && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {IdentityMessages.trialNeedsGame}
        </Alert>
      )}
      <DiscordButton>Discordでログイン</DiscordButton>
      <OrDivider label="またはメールアドレスでログイン" />
      <LoginForm trialContext={trialContext} initialEmail={emailFromState(state)} onSigningIn={setSigningIn} />
    </AuthCard>
  );
}
