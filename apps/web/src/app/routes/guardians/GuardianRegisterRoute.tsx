import { Navigate } from 'react-router-dom';
import { guardianPaths } from '../../../config/paths';
import { isVerifiedMember, useCurrentUser } from '../../../features/auth/api/get-current-user';
import { AuthCard } from '../../../features/auth/components/AuthCard';
import { RegisterForm } from '../../../features/auth/components/RegisterForm';
import { SignInFooter } from '../../../features/auth/components/SignInFooter';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** A guardian's own sign-up (/guardians/register, issue 31): e-mail and password, verified like a student's. */
export function GuardianRegisterRoute() {
  usePageTitle('保護者として登録');
  const { me } = useCurrentUser();
  if (isVerifiedMember(me)) return <Navigate to={guardianPaths.home} replace />;

  return (
    <AuthCard
      eyebrow="GUARDIAN"
      title="保護者として登録"
      description="保護者アカウントは無料です。お子さまのアカウントと連携すると、お子さまのコースやレッスンの予定を確認できます。受講生としての登録とは別のメールアドレスをお使いください。"
      footer={<SignInFooter />}
    >
      <RegisterForm trialContext={{}} kind="guardian" />
    </AuthCard>
  );
}
