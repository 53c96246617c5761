import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { cancelOrderQuestion } from '../model/order-texts';
import type { PendingOrderView } from '../model/pending-orders';

interface CancelOrderDialogProps {
  open: boolean;
  /** Kept while the dialog fades out, so its text does not vanish first. */
  order: PendingOrderView | null;
  cancelling: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before an order is called off; it cannot be undone (a new order would be needed). */
export function CancelOrderDialog({ open, order, cancelling, onClose, onConfirm }: CancelOrderDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open={open} onClose={cancelling ? undefined : onClose} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        お申し込みを取り消しますか？
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{order && cancelOrderQuestion(order)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onClose} disabled={cancelling}>
          戻る
        </Button>
        <Button variant="contained" color="error" loading={cancelling} onClick={onConfirm}>
          取り消す
        </Button>
      </DialogActions>
    </Dialog>
  );
}
