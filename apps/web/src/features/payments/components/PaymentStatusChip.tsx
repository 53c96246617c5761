import Chip from '@mui/material/Chip';
import type { HistoryTone } from '../model/history-rows';

const CHIP_COLOR: Record<HistoryTone, 'success' | 'warning' | 'error' | 'default'> = { paid: 'success', waiting: 'warning', failed: 'error', closed: 'default' };

/** An order's status as 決済履歴 and the order page show it: paid filled green, waiting amber, failed red, closed grey. */
export function PaymentStatusChip({ label, tone, testId }: { label: string; tone: HistoryTone; testId?: string }) {
  return <Chip size="small" label={label} color={CHIP_COLOR[tone]} variant={tone === 'paid' ? 'filled' : 'outlined'} data-testid={testId} sx={{ fontWeight: 700 }} />;
}
