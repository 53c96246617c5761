import { AppLink } from '../../../components/link/AppLink';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/AuthCard';
import { PasswordRemindForm } from '../../../features/auth/components/PasswordRemindForm';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** Spec §2 /password/remind. */
export function PasswordRemindRoute() {
  usePageTitle('パスワードの再設定');

  return (
    <AuthCard
      eyebrow="PASSWORD"
      title="パスワードの再設定"
      description="ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをメールでお送りします。"
      footer={
        <AppLink href={paths.login} variant="body2">
          ログインページへ戻る
        </AppLink>
      }
    >
      <PasswordRemindForm />
    </AuthCard>
  );
}
