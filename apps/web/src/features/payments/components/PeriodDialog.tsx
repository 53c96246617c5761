import { formatYen } from '@coaching/web-theme';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import type { PeriodChoice } from '../model/purchase-options';

interface PeriodDialogProps {
  open: boolean;
  summary: ReactNode;
  choices: readonly PeriodChoice[];
  onChoose: (period: number) => void;
  onClose: () => void;
}

/** Spec §2: the period picker of a one-to-one plan, 1–6 months, each with its monthly price (tax included). */
export function PeriodDialog({ open, summary, choices, onChoose, onClose }: PeriodDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)');
  const cheapest = Math.min(...choices.map((c) => c.monthlyWithTax ?? Infinity));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 800, pb: 0.5 }}>
        受講期間を選択
      </DialogTitle>
      <DialogContent>
        <Box sx={{ color: 'text.secondary', fontSize: '0.875rem', mb: 1.5 }}>{summary}</Box>
        <List disablePadding sx={{ display: 'grid', gap: 1 }}>
          {choices.map((choice) => (
            <ListItemButton
              key={choice.period}
              onClick={() => onChoose(choice.period)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, py: 1.25, display: 'flex', gap: 2, '&:hover': { borderColor: 'primary.main' } }}
            >
              <Typography component="span" sx={{ fontWeight: 800, minWidth: 56 }}>
                {choice.period}か月
              </Typography>
              <Box component="span" sx={{ flex: 1, textAlign: 'right' }}>
                {choice.monthlyWithTax === null ? (
                  <Typography component="span" color="text.secondary">
                    料金はお問い合わせください
                  </Typography>
                ) : (
                  <>
                    <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.0625rem' }}>
                      月額 {formatYen(choice.monthlyWithTax)}
                    </Typography>
                    <Typography component="span" color="text.secondary" sx={{ fontSize: '0.75rem', ml: 0.5 }}>
                      （税込）
                    </Typography>
                    {choices.length > 1 && choice.monthlyWithTax === cheapest && (
                      <Box component="span" sx={{ ml: 1, px: 1, py: 0.25, borderRadius: 999, fontSize: '0.6875rem', fontWeight: 800, color: 'secondary.main', bgcolor: 'rgba(214, 40, 74, 0.08)' }}>
                        おトク
                      </Box>
                    )}
                  </>
                )}
              </Box>
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} variant="outlined">
          キャンセル
        </Button>
      </DialogActions>
    </Dialog>
  );
}
