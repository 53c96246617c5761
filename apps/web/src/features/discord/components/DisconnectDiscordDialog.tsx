import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface DisconnectDiscordDialogProps {
  open: boolean;
  disconnecting: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before Discord is unlinked: the POST runs only from here. */
export function DisconnectDiscordDialog({ open, disconnecting, onClose, onConfirm }: DisconnectDiscordDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open={open} onClose={disconnecting ? undefined : onClose} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        Discord連携を解除しますか？
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          解除すると、Discordでのログインができなくなります。解除後もメールアドレスとパスワードでログインできます。
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onClose} disabled={disconnecting}>
          戻る
        </Button>
        <Button variant="contained" color="error" loading={disconnecting} onClick={onConfirm}>
          解除する
        </Button>
      </DialogActions>
    </Dialog>
  );
}
