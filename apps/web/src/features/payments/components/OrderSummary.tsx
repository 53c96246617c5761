import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@coaching/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface OrderSummaryProps {
  gameName: string;
  productName: string;
  method: PaymentMethod;
  /** '3か月', '2回'. */
  amountLabel: string;
  extra?: ReactNode;
}

/** What is being bought, at the top of the confirmation pages. */
export function OrderSummary({ gameName, productName, method, amountLabel, extra }: OrderSummaryProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: '0.06em' }}>
        {gameName}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 800, fontSize: { xs: '1.25rem', sm: '1.5rem' }, lineHeight: 1.4 }}>
        {productName}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip label={amountLabel} variant="outlined" />
        <Chip label={PAYMENT_METHOD_LABELS[method]} color="primary" variant="outlined" />
      </Box>
      {extra}
    </Box>
  );
}
