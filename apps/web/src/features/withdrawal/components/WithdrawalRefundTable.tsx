import type { WithdrawalRefund } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** One running plan's refund, line by line as support's refund screen shows it (the legal calculation, ADR 0015). */
export function WithdrawalRefundTable({ refund }: { refund: WithdrawalRefund }) {
  return (
    <Box component="section" aria-label={`${refund.title}の返金`} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h3" sx={{ fontWeight: 800 }}>
        {refund.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {refund.kind_label}
      </Typography>
      <Table size="small" sx={{ '& td': { px: 0, borderColor: 'divider' } }}>
        <TableBody>
          {refund.lines.map((line, n) =>
            line.note ? (
              <TableRow key={n}>
                <TableCell colSpan={2} sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                  {line.label}
                </TableCell>
              </TableRow>
            ) : (
              <TableRow key={n}>
                <TableCell>{line.label}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatYen(line.amount)}
                </TableCell>
              </TableRow>
            ),
          )}
          <TableRow>
            <TableCell sx={{ fontWeight: 800, borderBottom: 0 }}>返金額（{refund.method === 'card' ? 'クレジットカードへ返金' : '銀行振込で返金'}）</TableCell>
            <TableCell align="right" sx={{ fontWeight: 800, borderBottom: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatYen(refund.refund)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
