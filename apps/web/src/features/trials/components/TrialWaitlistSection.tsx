import { type MemberTrialWaitlistEntry, TrialMessages } from '@coaching/contracts';
import { formatClock, formatDayTimeWithWeekday } from '@coaching/web-theme';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { errorMessage } from '../../../lib/http';
import { confirmTrial, leaveTrialWaitlist, trialsApi, useTrialWaitlist } from '../api/trials';

const BOOKED = '無料体験のご予約が確定しました。';
const timeOf = formatClock;

/**
 * /mypage: the full hours the member waits for (空きが出たら通知). Waiting, they may leave the waitlist; when a
 * seat freed and is held for them (the offer mail links here), they confirm it before the offer lapses or
 * decline it (it goes to the next waiter). Hidden when they wait for nothing.
 */
export function TrialWaitlistSection() {
  const { data: entries, error, mutate, isLoading } = useTrialWaitlist();
  const { mutate: refresh } = useSWRConfig();
  const { showError, showSuccess } = useSnackbar();
  const [busy, setBusy] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<MemberTrialWaitlistEntry | null>(null);
  if (isLoading || (!error && (!entries || entries.length === 0))) return null;

  const keyOf = (entry: MemberTrialWaitlistEntry) => `${entry.game_id}@${entry.start}`;
  const confirm = async (entry: MemberTrialWaitlistEntry) => {
    if (!entry.offer) return;
    setBusy(keyOf(entry));
    try {
      await confirmTrial(entry.offer.trial_id);
      showSuccess(BOOKED);
    } catch (failure) {
      showError(errorMessage(failure, TrialMessages.bookingFailed));
    } finally {
      setBusy(null);
      await Promise.all([mutate(), refresh(trialsApi.current)]);
    }
  };
  const leave = async (entry: MemberTrialWaitlistEntry) => {
    setBusy(keyOf(entry));
    try {
      showSuccess(await leaveTrialWaitlist({ start: entry.start, game_id: entry.game_id as 1 | 2 }));
    } catch (failure) {
      showError(errorMessage(failure, TrialMessages.waitlistNotFound));
    } finally {
      setBusy(null);
      setLeaving(null);
      await mutate();
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="mypage-trial-waitlist-title" sx={memberCardSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <NotificationsActiveOutlinedIcon aria-hidden color="primary" />
        <Typography id="mypage-trial-waitlist-title" variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' } }}>
          無料体験の空き待ち
        </Typography>
      </Box>
      {error && !entries ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              再読み込み
            </Button>
          }
        >
          空き待ちの状況を読み込めませんでした。
        </Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1.5 }}>
          {(entries ?? []).map((entry) => {
            const sending = busy === keyOf(entry);
            return (
              <Box component="li" key={keyOf(entry)} aria-label={`${formatDayTimeWithWeekday(entry.started_at)} ${entry.game_name}`} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 800 }}>
                    {formatDayTimeWithWeekday(entry.started_at)}〜（60分）・{entry.game_name}
                  </Typography>
                  <Chip size="small" color={entry.offer ? 'success' : 'default'} label={entry.offer ? 'お席を確保しています' : '空き待ち中'} />
                </Box>
                {entry.offer ? (
                  <>
                    <Alert severity="success" sx={{ mt: 1.5 }}>
                      空きが出たため、あなたのお席を確保しました。{timeOf(entry.offer.held_until)}までに予約を確定してください。期限を過ぎると、次にお待ちの方へご案内します。
                    </Alert>
                    <Box sx={{ mt: 1.5, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                      <Button variant="contained" onClick={() => void confirm(entry)} disabled={sending} startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}>
                        予約を確定する
                      </Button>
                      <Button variant="outlined" color="inherit" onClick={() => setLeaving(entry)} disabled={sending}>
                        辞退する
                      </Button>
                    </Box>
                  </>
                ) : (
                  <Box sx={{ mt: 1, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
                      空きが出たら、お席を確保してメールでお知らせします。
                    </Typography>
                    <Button variant="outlined" color="inherit" onClick={() => setLeaving(entry)} disabled={sending}>
                      空き待ちを解除
                    </Button>
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      <Dialog open={leaving !== null} onClose={busy ? undefined : () => setLeaving(null)} aria-labelledby="trial-waitlist-leave-title" fullWidth maxWidth="xs">
        <DialogTitle id="trial-waitlist-leave-title" sx={{ fontWeight: 800 }}>
          {leaving?.offer ? '確保したお席を辞退しますか？' : '空き待ちを解除しますか？'}
        </DialogTitle>
        <DialogContent>
          <Typography>
            {leaving ? `${formatDayTimeWithWeekday(leaving.started_at)}〜 ${leaving.game_name}` : ''}
            {leaving?.offer ? ' のお席は、次にお待ちの方へご案内します。' : ' の空きのお知らせを受け取らなくなります。'}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setLeaving(null)} disabled={busy !== null}>
            戻る
          </Button>
          <Button variant="contained" color="error" onClick={() => leaving && void leave(leaving)} disabled={busy !== null}>
            {leaving?.offer ? '辞退する' : '解除する'}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
