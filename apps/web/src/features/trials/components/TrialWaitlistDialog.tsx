import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** A full hour: the member may wait for it (空きが出たら通知); a freed seat is held for the first in line, who is mailed. */
export function TrialWaitlistDialog({ open, slot, sending, onJoin, onClose }: { open: boolean; slot: string; sending: boolean; onJoin: () => void; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} aria-labelledby="trial-waitlist-title" fullWidth maxWidth="xs">
      <DialogTitle id="trial-waitlist-title" sx={{ fontWeight: 800 }}>
        この時間は満席です
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 700 }}>{slot}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          空きが出たら、登録の早い順にお席を確保して、ご登録のメールアドレスにお知らせします。確保したお席は30分以内にマイページから予約を確定してください。空き待ちはマイページからいつでも解除できます。
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          閉じる
        </Button>
        <Button variant="contained" onClick={onJoin} disabled={sending} startIcon={sending ? <CircularProgress size={16} color="inherit" /> : <NotificationsActiveOutlinedIcon />}>
          空きが出たら通知
        </Button>
      </DialogActions>
    </Dialog>
  );
}
