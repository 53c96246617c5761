import type { PaymentSummary } from '@coaching/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { historyRow, type HistoryRow } from '../model/history-rows';

function StatusChip({ row }: { row: HistoryRow }) {
  return <Chip size="small" label={row.status} color={row.settled ? 'success' : 'default'} variant={row.settled ? 'filled' : 'outlined'} />;
}

/** Spec §2 /payments/history: a table on wide screens; on phones each payment is a stacked row. */
export function PaymentHistoryList({ payments }: { payments: readonly PaymentSummary[] }) {
  const phone = useMediaQuery('(max-width: 600px)');
  const rows = payments.map(historyRow);

  if (phone) {
    return (
      <Box component="ul" aria-label="決済履歴" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {rows.map((row) => (
          <Box component="li" key={row.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2, display: 'grid', gap: 0.75 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {row.paidAt}
              </Typography>
              <StatusChip row={row} />
            </Box>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {row.title}
              {row.detail && (
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', ml: 0.75, fontSize: '0.875rem' }}>
                  {row.detail}
                </Box>
              )}
            </Typography>
            <Typography sx={{ fontWeight: 800, textAlign: 'right' }}>
              {row.amount}
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', fontSize: '0.75rem', ml: 0.5 }}>
                （税込）
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label="決済履歴" sx={{ minWidth: 560, '& th': { fontWeight: 800, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>決済日</TableCell>
            <TableCell>ステータス</TableCell>
            <TableCell>タイトル</TableCell>
            <TableCell align="right">金額（税込）</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{row.paidAt}</TableCell>
              <TableCell>
                <StatusChip row={row} />
              </TableCell>
              <TableCell>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {row.title}
                </Box>
                {row.detail && (
                  <Box component="span" sx={{ color: 'text.secondary', ml: 0.75, fontSize: '0.875rem' }}>
                    {row.detail}
                  </Box>
                )}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 800, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {row.amount}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
