import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

interface TrialConfirmDialogProps {
  open: boolean;
  gameName: string;
  slot: string;
  name: string;
  /** When the held seat returns (the server's hold), ISO 8601. */
  heldUntil: string | null;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §4 the confirm modal: what will be booked, while the seat is held for the member. */
export function TrialConfirmDialog({ open, gameName, slot, name, heldUntil, confirming, onConfirm, onCancel }: TrialConfirmDialogProps) {
  const left = useSecondsLeft(open ? heldUntil : null);
  const rows: Array<[string, string]> = [
    ['ゲーム', gameName],
    ['日時', slot],
    ['お名前', name],
    ['料金', '0円（60分）'],
  ];
  return (
    <Dialog open={open} onClose={confirming ? undefined : onCancel} aria-labelledby="trial-confirm-title" fullWidth maxWidth="xs">
      <DialogTitle id="trial-confirm-title" sx={{ fontWeight: 800 }}>
        この内容で予約しますか？
      </DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {left !== null && (
          <Typography variant="body2" role="status" sx={{ mt: 2.5, p: 1.25, borderRadius: 1.5, bgcolor: 'rgba(52, 81, 209, 0.06)', color: left > 0 ? 'primary.main' : 'error.main', fontWeight: 700 }}>
            {left > 0 ? `この枠をあと${Math.floor(left / 60)}分${String(left % 60).padStart(2, '0')}秒確保しています` : '確保の時間が過ぎました。もう一度日時を選んでください。'}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={confirming}>
          戻る
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={confirming || left === 0} startIcon={confirming ? <CircularProgress size={16} color="inherit" /> : undefined}>
          予約を確定する
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function useSecondsLeft(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return null;
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}
