import { TrialMessages } from '@coaching/contracts';
import { formatDayTimeWithWeekday } from '@coaching/web-theme';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { errorMessage } from '../../../lib/http';
import { cancelTrial, useCurrentTrial } from '../api/trials';
import { AddTrialToCalendar } from './AddTrialToCalendar';

const CUTOFF_MS = 24 * 3600 * 1000;

/**
 * /mypage, high on the page: the member's booked free trial with the game's Discord server to join (the trial takes
 * place there), adding it to a calendar, and a cancellation (asked first) until 24 hours before it.
 */
export function UpcomingTrialSection() {
  const { data: trial, mutate } = useCurrentTrial();
  const { showError, showSuccess } = useSnackbar();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  if (!trial || trial.status !== 'booked' || Date.parse(trial.started_at) <= Date.now()) return null;
  const cancellable = Date.now() <= Date.parse(trial.started_at) - CUTOFF_MS;
  // Only a web address is followed: it comes from data, and `javascript:` must never run.
  const discordUrl = trial.game.discord_url && /^https?:\/\//.test(trial.game.discord_url) ? trial.game.discord_url : null;

  const cancel = async () => {
    setSending(true);
    try {
      showSuccess(await cancelTrial(trial.id));
      await mutate();
    } catch (error) {
      showError(errorMessage(error, TrialMessages.notCancellable));
    } finally {
      setSending(false);
      setAsking(false);
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="mypage-trial-title" sx={memberCardSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <EventAvailableOutlinedIcon aria-hidden color="primary" />
        <Typography id="mypage-trial-title" variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' } }}>
          無料体験のご予約
        </Typography>
      </Box>
      <Typography sx={{ mt: 1.5, fontWeight: 800 }}>
        {formatDayTimeWithWeekday(trial.started_at)}〜（60分）・{trial.game.name}
      </Typography>
      {trial.coach && <Typography color="text.secondary">担当コーチ：{trial.coach.name}</Typography>}
      {discordUrl && (
        <Button variant="contained" href={discordUrl} target="_blank" rel="noopener" startIcon={<ForumOutlinedIcon />} sx={{ mt: 2, bgcolor: '#5865f2', '&:hover': { bgcolor: '#4752c4' }, width: { xs: '100%', sm: 'auto' } }}>
          Discordサーバーに参加する
        </Button>
      )}
      <Box sx={{ mt: 2 }}>
        <AddTrialToCalendar trial={trial} justify="flex-start" />
      </Box>
      <Box sx={{ mt: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {cancellable ? (
          <Button variant="outlined" color="inherit" onClick={() => setAsking(true)}>
            予約をキャンセル
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {TrialMessages.cancelCutoffPassed}
          </Typography>
        )}
      </Box>
      <Dialog open={asking} onClose={sending ? undefined : () => setAsking(false)} aria-labelledby="trial-cancel-title" fullWidth maxWidth="xs">
        <DialogTitle id="trial-cancel-title" sx={{ fontWeight: 800 }}>
          無料体験をキャンセルしますか？
        </DialogTitle>
        <DialogContent>
          <Typography>
            {formatDayTimeWithWeekday(trial.started_at)}〜 の無料体験をキャンセルします。ご自身でのキャンセルでは、無料体験の回数は戻りません。
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setAsking(false)} disabled={sending}>
            戻る
          </Button>
          <Button variant="contained" color="error" onClick={() => void cancel()} disabled={sending}>
            キャンセルする
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
