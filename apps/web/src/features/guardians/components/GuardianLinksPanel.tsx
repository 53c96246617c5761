import { type GuardianLinkView, GuardianMessages, guardianInviteSchema } from '@coaching/contracts';
import { formatDate, formatDateTime } from '@coaching/web-theme';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { EmailField } from '../../../components/form/EmailField';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { ApiError, errorMessage } from '../../../lib/http';
import { actOnLink, answerAsAdult, GUARDIAN_CHILDREN_ENDPOINT, inviteByEmail, type LinkSide, useGuardianLinks } from '../api/guardians';

const COPY: Record<LinkSide, { other: string; inviteTitle: string; inviteHelp: string; inviteButton: string; empty: string }> = {
  member: {
    other: '保護者',
    inviteTitle: '保護者を招待する',
    inviteHelp: '保護者の方のメールアドレスに招待メールをお送りします。保護者の方が保護者アカウントで承認すると連携されます（2人まで）。',
    inviteButton: '招待メールを送る',
    empty: '連携している保護者はいません。',
  },
  guardian: {
    other: 'お子さま',
    inviteTitle: 'お子さまを追加する',
    inviteHelp: 'お子さまが会員登録に使ったメールアドレスを入力してください。お子さまがマイページで承認すると連携されます。',
    inviteButton: '連携を申請する',
    empty: '連携の申請や招待はまだありません。',
  },
};

const STATUS_COLOR: Record<GuardianLinkView['status'], 'success' | 'warning' | 'default' | 'error'> = { active: 'success', pending: 'warning', expired: 'error', ended: 'default' };

const ENDED_BY: Record<NonNullable<GuardianLinkView['ended_by']>, string> = { member: '受講生', guardian: '保護者', operator: 'サポート' };

/** Who is on the other side of a link, as the viewer sees it. */
function counterpart(link: GuardianLinkView, side: LinkSide): string {
  const other = side === 'member' ? link.guardian : link.member;
  if (!other) return link.invitee_email;
  return other.name ? `${other.name}（${other.email}）` : other.email;
}

/**
 * A student's guardians or a guardian's children (issue 31): each link with its status and history, the buttons the
 * viewer may use (accept or decline an invitation addressed to them, withdraw their own, end a live link), and the
 * invitation form.
 */
export function GuardianLinksPanel({ side }: { side: LinkSide }) {
  const copy = COPY[side];
  const { data, error, isLoading, mutate } = useGuardianLinks(side);
  const { mutate: mutateKey } = useSWRConfig();
  const { showSuccess, showError } = useSnackbar();
  const [busy, setBusy] = useState<string | null>(null);
  const [ending, setEnding] = useState<GuardianLinkView | null>(null);

  /** accept / end the link; `resend`: the inviter sends an expired invitation again; `continue` / `stop`: the adult student's answer. */
  const act = async (link: GuardianLinkView, action: 'accept' | 'end' | 'resend' | 'continue' | 'stop') => {
    setBusy(link.id);
    try {
      if (action === 'resend') showSuccess(await inviteByEmail(side, link.invitee_email));
      else if (action === 'continue' || action === 'stop') showSuccess(await answerAsAdult(link.id, action === 'continue'));
      else showSuccess(await actOnLink(side, link.id, action));
    } catch (failure) {
      showError(errorMessage(failure, '操作に失敗しました。もう一度お試しください。'));
    } finally {
      setBusy(null);
      setEnding(null);
      await Promise.all([mutate(), side === 'guardian' ? mutateKey(GUARDIAN_CHILDREN_ENDPOINT) : undefined]);
    }
  };

  return (
    <Stack spacing={3}>
      <InviteForm side={side} onInvited={() => void mutate()} />
      <Paper variant="outlined" sx={memberCardSx} aria-busy={isLoading}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
          {copy.other}との連携
        </Typography>
        {isLoading && <Skeleton variant="rounded" height={72} aria-label="読み込み中" />}
        {error !== undefined && !isLoading && (
          <Alert severity="error" action={<Button onClick={() => void mutate()}>再読み込み</Button>}>
            連携の一覧を読み込めませんでした。{errorMessage(error, '')}
          </Alert>
        )}
        {data && data.length === 0 && <Typography color="text.secondary">{copy.empty}</Typography>}
        {data && data.length > 0 && (
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.map((link) => (
              <Box component="li" key={link.id} data-testid="guardian-link" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  <Chip size="small" label={link.status_label} color={STATUS_COLOR[link.status]} />
                  <Typography sx={{ fontWeight: 700, wordBreak: 'break-all' }}>{counterpart(link, side)}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(link.requested_at)} に{link.requested_by === 'member' ? '受講生' : '保護者'}から申請
                  {link.accepted_at && ` ・ ${formatDateTime(link.accepted_at)} に承認`}
                  {link.ended_at && ` ・ ${formatDateTime(link.ended_at)} に${link.ended_by ? ENDED_BY[link.ended_by] : ''}が終了`}
                </Typography>
                {link.status === 'pending' && link.expires_at && (
                  <Typography variant="body2" color="text.secondary">
                    この招待は {formatDate(link.expires_at)} まで有効です。
                  </Typography>
                )}
                {link.status === 'expired' && link.expires_at && (
                  <Typography variant="body2" color="error">
                    この招待は有効期限（{formatDate(link.expires_at)}）が切れています。
                    {link.requested_by === side ? '送り直すと、さらに14日間有効になります。' : `${side === 'member' ? '保護者の方' : 'お子さま'}に、もう一度送ってもらってください。`}
                  </Typography>
                )}
                {link.minor_consent_at && (
                  <Typography variant="body2" color="text.secondary">
                    未成年の受講について、{formatDateTime(link.minor_consent_at)} に保護者の同意を記録しました。
                  </Typography>
                )}
                {link.adult_confirmed_at && link.status === 'active' && (
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(link.adult_confirmed_at)} に、18歳以降も連携を続けることを確認しました。
                  </Typography>
                )}
                {link.needs_adult_confirmation && (
                  <Alert severity="info" data-testid="adult-question">
                    <AlertTitle>{GuardianMessages.adultQuestion}</AlertTitle>
                    18歳になったため、保護者の同意なしで受講いただけます。この保護者の方との連携を続けるかどうかは、あなたが決められます（お答えいただくまでは連携が続きます）。
                    <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
                      <Button variant="contained" loading={busy === link.id} onClick={() => void act(link, 'continue')}>
                        続ける
                      </Button>
                      <Button variant="outlined" color="inherit" disabled={busy === link.id} onClick={() => void act(link, 'stop')}>
                        連携を終了する
                      </Button>
                    </Stack>
                  </Alert>
                )}
                {link.status !== 'ended' && !link.needs_adult_confirmation && (
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                    {link.can_accept && (
                      <Button variant="contained" loading={busy === link.id} onClick={() => void act(link, 'accept')}>
                        承認する
                      </Button>
                    )}
                    {link.status === 'expired' && link.requested_by === side && (
                      <Button variant="contained" loading={busy === link.id} onClick={() => void act(link, 'resend')}>
                        招待を送り直す
                      </Button>
                    )}
                    <Button variant="outlined" color="inherit" disabled={busy === link.id} onClick={() => (link.status === 'active' ? setEnding(link) : void act(link, 'end'))}>
                      {link.status === 'active' ? '連携を終了する' : link.requested_by === side ? '招待を取り消す' : '辞退する'}
                    </Button>
                  </Stack>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </Paper>
      <Dialog open={ending !== null} onClose={() => setEnding(null)} aria-labelledby="end-link-title">
        <DialogTitle id="end-link-title">連携を終了しますか？</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {ending && counterpart(ending, side)} との連携を終了します。
            {side === 'member' ? '保護者の方は、あなたのレッスンやコースを見られなくなります。' : 'お子さまのレッスンやコースは表示されなくなります。'}
            連携の履歴は残ります。
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEnding(null)}>キャンセル</Button>
          <Button color="error" variant="contained" loading={busy !== null} onClick={() => ending && void act(ending, 'end')}>
            終了する
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function InviteForm({ side, onInvited }: { side: LinkSide; onInvited: () => void }) {
  const copy = COPY[side];
  const { showSuccess, showError } = useSnackbar();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = guardianInviteSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      showSuccess(await inviteByEmail(side, parsed.data.email));
      setEmail('');
      onInvited();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldError('email')) setFieldError(failure.fieldError('email'));
      else showError(errorMessage(failure, '送信できませんでした。もう一度お試しください。'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper variant="outlined" sx={memberCardSx}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
        {copy.inviteTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {copy.inviteHelp}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' } }}>
        <EmailField
          id={`invite-${side}`}
          label={side === 'member' ? '保護者のメールアドレス' : 'お子さまのメールアドレス'}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError}
          autoComplete="off"
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" size="large" loading={sending} sx={{ py: 1.75, flexShrink: 0 }}>
          {copy.inviteButton}
        </Button>
      </Box>
    </Paper>
  );
}
