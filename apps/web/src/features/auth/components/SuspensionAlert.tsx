import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { formatDate } from '@coaching/web-theme';
import { useCurrentUser } from '../api/get-current-user';

/**
 * Spec §4 terms (suspension or restriction by the provider): while support has suspended the member, the pages
 * where one books or buys say why, before the server refuses; `action` names what is closed there.
 */
export function SuspensionAlert({ action = '予約・お申し込み' }: { action?: string }) {
  const { me } = useCurrentUser();
  const suspension = me?.suspension;
  if (!suspension) return null;
  return (
    <Alert severity="error" role="alert" sx={{ borderRadius: 3 }}>
      <AlertTitle sx={{ fontWeight: 800 }}>現在、アカウントのご利用を停止しています</AlertTitle>
      {formatDate(suspension.suspended_at)}から、{action}はご利用いただけません。
      <br />
      理由：{suspension.reason}（{suspension.ground_label}）
      <br />
      再開については
      <Link href="/contact" sx={{ mx: 0.5, fontWeight: 700 }}>
        お問い合わせフォーム
      </Link>
      からご連絡ください。
    </Alert>
  );
}
