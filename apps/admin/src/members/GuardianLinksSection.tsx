import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { AdminMember360, GuardianLinkView } from '@coaching/contracts';
import { formatDateTime } from '@coaching/web-theme';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import { SectionCard, SmallTable, StatusChip } from './MemberParts';

const PARTY: Record<'member' | 'guardian' | 'operator', string> = { member: '受講生', guardian: '保護者', operator: 'サポート' };

const person = (who: GuardianLinkView['member'], fallback: string) => (who ? `${who.name ?? '（名前未登録）'} ${who.email}` : `${fallback}（未登録）`);

/**
 * The account's guardian links (issue 31): who asked, when it was accepted (and a minor's consent, spec §5), who
 * ended it; support resends a pending invitation or ends a link, each on the link's record (ADR 0023).
 */
export const GuardianLinksSection = ({ member }: { member: AdminMember360 }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [ending, setEnding] = useState<GuardianLinkView | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const links = member.guardian_links ?? [];
  const asGuardian = member.account_kind === 'guardian';

  const act = async (link: GuardianLinkView, action: 'resend' | 'end') => {
    setPending(link.id);
    try {
      notify((await dataProvider.actOnGuardianLink(link.id, action)).message, { type: 'success' });
      refresh();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'エラーが発生しました。', { type: 'error' });
    } finally {
      setPending(null);
      setEnding(null);
    }
  };

  return (
    <SectionCard title={asGuardian ? '保護者アカウント：連携しているお子さま' : '保護者の連携'} count={links.length} empty={links.length === 0 && '保護者の連携はありません。'}>
      <SmallTable
        label="保護者の連携"
        head={[asGuardian ? 'お子さま' : '保護者', '状態', '申請', '承認', '未成年の同意', '終了', '']}
        rows={links.map((link) => [
          asGuardian ? person(link.member, link.invitee_email) : person(link.guardian, link.invitee_email),
          <Box key="status">
            <StatusChip label={link.status_label} tone={link.status === 'active' ? 'success' : link.status === 'pending' ? 'warning' : link.status === 'expired' ? 'error' : 'default'} />
            {link.expires_at && <Box sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5 }}>{`有効期限 ${formatDateTime(link.expires_at)}`}</Box>}
          </Box>,
          `${formatDateTime(link.requested_at)}（${PARTY[link.requested_by]}）`,
          link.accepted_at ? formatDateTime(link.accepted_at) : '—',
          link.minor_consent_at
            ? `記録済み（${formatDateTime(link.minor_consent_at)}）${link.adult_confirmed_at ? `・18歳になった本人が回答（${formatDateTime(link.adult_confirmed_at)}）` : ''}`
            : '—',
          link.ended_at ? `${formatDateTime(link.ended_at)}（${link.ended_by ? PARTY[link.ended_by] : ''}）` : '—',
          link.status === 'ended' ? (
            ''
          ) : (
            <Stack key="actions" direction="row" spacing={1}>
              {(link.status === 'pending' || link.status === 'expired') && (
                <Button size="small" variant="outlined" loading={pending === link.id} onClick={() => void act(link, 'resend')}>
                  招待を再送
                </Button>
              )}
              <Button size="small" color="error" disabled={pending === link.id} onClick={() => setEnding(link)}>
                連携を終了
              </Button>
            </Stack>
          ),
        ])}
      />
      <Dialog open={ending !== null} onClose={() => setEnding(null)} aria-labelledby="end-guardian-link-title">
        <DialogTitle id="end-guardian-link-title">保護者の連携を終了しますか？</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            <Box>{ending && `${person(ending.member, ending.invitee_email)} と ${person(ending.guardian, ending.invitee_email)} の連携を終了します。`}</Box>
            <Box sx={{ mt: 1 }}>保護者はお子さまの情報を見られなくなります。履歴は残り、操作履歴に記録されます。</Box>
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEnding(null)}>キャンセル</Button>
          <Button color="error" variant="contained" loading={pending !== null} onClick={() => ending && void act(ending, 'end')}>
            終了する
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
};
