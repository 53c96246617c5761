import { MemberPage } from '../../../components/layout/MemberPage';
import { GuardianLinksPanel } from '../../../features/guardians/components/GuardianLinksPanel';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** The student's guardians (/guardians, issue 31): invite a guardian, accept or decline a guardian's request, end a link. */
export function MemberGuardiansRoute() {
  usePageTitle('保護者の連携');
  return (
    <MemberPage
      eyebrow="GUARDIANS"
      title="保護者の連携"
      description="保護者の方は、ご自身の保護者アカウントから、あなたのコース・プラン、次回のレッスン、今月の受講状況を確認できます。パスワードを共有する必要はありません。"
    >
      <GuardianLinksPanel side="member" />
    </MemberPage>
  );
}
