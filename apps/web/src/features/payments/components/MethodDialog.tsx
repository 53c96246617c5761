import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@coaching/contracts';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactElement, type ReactNode } from 'react';
import { PAYMENT_METHOD_DESCRIPTIONS } from '../model/purchase-options';

const icons: Record<PaymentMethod, ReactElement> = {
  bulk: <CreditCardOutlinedIcon />,
  split: <CalendarMonthOutlinedIcon />,
  bank: <AccountBalanceOutlinedIcon />,
};

interface MethodDialogProps<M extends PaymentMethod> {
  open: boolean;
  /** What is being bought, shown under the title. */
  summary: ReactNode;
  methods: readonly M[];
  onChoose: (method: M) => void;
  onClose: () => void;
  /** A step before this one (the period picker) to go back to. */
  onBack?: () => void;
}

/** Spec §2: the payment-method modal of /payments and /payments/item. */
export function MethodDialog<M extends PaymentMethod>({ open, summary, methods, onChoose, onClose, onBack }: MethodDialogProps<M>) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)');
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 800, pb: 0.5 }}>
        お支払い方法を選択
      </DialogTitle>
      <DialogContent>
        <Box sx={{ color: 'text.secondary', fontSize: '0.875rem', mb: 1.5 }}>{summary}</Box>
        <List disablePadding sx={{ display: 'grid', gap: 1 }}>
          {methods.map((method) => (
            <ListItemButton
              key={method}
              onClick={() => onChoose(method)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, py: 1.25, alignItems: 'flex-start', '&:hover': { borderColor: 'primary.main' } }}
            >
              <ListItemIcon sx={{ minWidth: 40, mt: 0.5, color: 'primary.main' }}>{icons[method]}</ListItemIcon>
              <ListItemText
                primary={PAYMENT_METHOD_LABELS[method]}
                secondary={PAYMENT_METHOD_DESCRIPTIONS[method]}
                slotProps={{ primary: { sx: { fontWeight: 700 } }, secondary: { sx: { fontSize: '0.8125rem' } } }}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {onBack && <Button onClick={onBack}>期間の選択に戻る</Button>}
        <Button onClick={onClose} variant="outlined">
          キャンセル
        </Button>
      </DialogActions>
    </Dialog>
  );
}
