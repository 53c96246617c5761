import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { RefundLineAnswer } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';

/**
 * The legal calculation line by line (paid, lessons taken, fee), then the refund it gives. A line that says why
 * (the cooling-off's law, a service not started) spans the table without an amount.
 */
export const RefundLines = ({ lines, total, totalLabel = '計算上の返金額' }: { lines: RefundLineAnswer[]; total: number; totalLabel?: string }) => (
  <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
    <Table size="small" aria-label="返金額の計算">
      <TableBody>
        {lines.map((line) =>
          line.note ? (
            <TableRow key={line.label}>
              <TableCell colSpan={2} sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                {line.label}
              </TableCell>
            </TableRow>
          ) : (
            <TableRow key={line.label}>
              <TableCell>{line.label}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: line.amount < 0 ? 'error.main' : undefined, fontVariantNumeric: 'tabular-nums' }}>
                {line.amount < 0 ? `− ${formatYen(-line.amount)}` : formatYen(line.amount)}
              </TableCell>
            </TableRow>
          ),
        )}
        <TableRow sx={{ '& td': { fontWeight: 800, borderBottom: 0, bgcolor: 'action.hover' } }}>
          <TableCell>{totalLabel}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatYen(total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  </TableContainer>
);
