import { GAME_IDS, IdentityMessages } from '@coaching/contracts';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router-dom';
import { AppLink } from '../../../components/link/AppLink';
import { memberPaths, paths } from '../../../config/paths';
import { isVerifiedMember, useCurrentUser } from '../../../features/auth/api/get-current-user';
import { AuthCard } from '../../../features/auth/components/AuthCard';
import { DiscordButton } from '../../../features/auth/components/DiscordButton';
import { OrDivider } from '../../../features/auth/components/OrDivider';
import { RegisterForm } from '../../../features/auth/components/RegisterForm';
import { SignInFooter } from '../../../features/auth/components/SignInFooter';
import { useTrialContextQuery } from '../../../features/auth/useTrialContextQuery';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** Spec §9: the trial games and their fixed ids. */
const trialGameNames: Record<number, string> = { [GAME_IDS.APEX_LEGENDS]: 'APEX LEGENDS', [GAME_IDS.VALORANT]: 'VALORANT' };

/** Spec §2 /regist: Discord, or e-mail and password. A verified member is sent to /mypage. */
export function RegisterRoute() {
  usePageTitle('新規会員登録');
  const { context: trialContext, missingGame } = useTrialContextQuery();
  const { me } = useCurrentUser();

  if (isVerifiedMember(me)) return <Navigate to={memberPaths.mypage} replace />;

  const trialGame = trialContext.from === 'trial' && trialContext.game_id ? trialGameNames[trialContext.game_id] : undefined;

  return (
    <AuthCard
      eyebrow="SIGN UP"
      title="新規会員登録"
      description="会員登録は無料です。登録後、無料体験レッスンやコースのお申し込みができます。"
      footer={<SignInFooter />}
    >
      {trialGame && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {trialGame}の無料体験レッスンをお申し込みいただくには、会員登録が必要です。
        </Alert>
      )}
      {missingGame && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {IdentityMessages.trialNeedsGame}
        </Alert>
      )}
      <DiscordButton>Discordで登録</DiscordButton>
      <OrDivider label="またはメールアドレスで登録" />
      <RegisterForm trialContext={trialContext} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        保護者の方は <AppLink href={paths.guardianRegister}>保護者として登録</AppLink>（お子さまとは別のメールアドレスで）
      </Typography>
    </AuthCard>
  );
}
