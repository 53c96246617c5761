import type { PaymentHistoryEntry } from '@coaching/contracts';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../../../components/layout/visually-hidden';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberHref } from '../../../config/paths';
import { historyRow, type HistoryRow } from '../model/history-rows';
import { PaymentStatusChip } from './PaymentStatusChip';

function StatusChip({ row }: { row: HistoryRow }) {
  return <PaymentStatusChip label={row.status} tone={row.tone} />;
}

function Amount({ row, align }: { row: HistoryRow; align: 'left' | 'right' }) {
  return (
    <Box sx={{ textAlign: align }}>
      <Box component="span" sx={{ fontWeight: 800, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {row.amount}
      </Box>
      {row.orderTotal && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem', whiteSpace: 'nowrap' }}>
          {row.orderTotal}
        </Box>
      )}
      {row.refunded && (
        <Box component="span" sx={{ display: 'block', color: 'success.dark', fontSize: '0.8125rem', fontWeight: 700, whiteSpace: 'nowrap' }}>
          {row.refunded}
        </Box>
      )}
      {row.nextCharge && (
        <Box component="span" sx={{ display: 'block', color: 'primary.main', fontSize: '0.8125rem', fontWeight: 700 }}>
          {row.nextCharge}
        </Box>
      )}
    </Box>
  );
}

/** The row's title opens its order page (issue 32): what was bought, the schedule, the card, the terms. */
function OrderLink({ row }: { row: HistoryRow }) {
  return (
    <Link component={RouterLink} to={memberHref.paymentOrder(row.id)} sx={{ fontWeight: 700 }} aria-label={`${row.title}のご注文の詳細`}>
      {row.title}
    </Link>
  );
}

function ReceiptLink({ row }: { row: HistoryRow }) {
  if (!row.hasReceipt) return null;
  return (
    <LinkButton href={memberHref.paymentReceipt(row.id)} size="small" variant="text" startIcon={<ReceiptLongOutlinedIcon />} aria-label={`${row.title}の領収書`}>
      領収書
    </LinkButton>
  );
}

/** A pending bank transfer: where to send it, and by when (the transfer-guide mail says the same). */
function TransferPanel({ row }: { row: HistoryRow }) {
  if (!row.transfer) return null;
  const t = row.transfer;
  return (
    <Box role="group" aria-label="お振込先" sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1.5, display: 'grid', gap: 0.5, fontSize: '0.875rem' }}>
      <Typography sx={{ fontWeight: 800, fontSize: '0.875rem' }}>
        お振込先（期日 {t.dueDate} まで・{t.amount}）
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
        <dt>口座</dt>
        <dd>{t.account}</dd>
        <dt>名義</dt>
        <dd>{t.holder}</dd>
        <dt>振込名義</dt>
        <dd>
          {t.reference} ＋ お名前（カナ）
        </dd>
      </Box>
    </Box>
  );
}

/** Spec §2 /payments/history: a table on wide screens; on phones each payment is a stacked row. */
export function PaymentHistoryList({ payments }: { payments: readonly PaymentHistoryEntry[] }) {
  const phone = useMediaQuery('(max-width: 600px)');
  const rows = payments.map(historyRow);

  if (phone) {
    return (
      <Box component="ul" aria-label="決済履歴" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {rows.map((row) => (
          <Box component="li" key={row.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2, display: 'grid', gap: 0.75 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {row.dateLabel} {row.date}
              </Typography>
              <StatusChip row={row} />
            </Box>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              <OrderLink row={row} />
              {row.detail && (
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', ml: 0.75, fontSize: '0.875rem' }}>
                  {row.detail}
                </Box>
              )}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 1 }}>
              <Box>
                <ReceiptLink row={row} />
              </Box>
              <Amount row={row} align="right" />
            </Box>
            <TransferPanel row={row} />
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label="決済履歴" sx={{ minWidth: 640, '& th': { fontWeight: 800, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>日付</TableCell>
            <TableCell>ステータス</TableCell>
            <TableCell>タイトル</TableCell>
            <TableCell align="right">金額（税込）</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                領収書
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <Fragment key={row.id}>
              <TableRow hover sx={row.transfer ? { '& > td': { borderBottom: 0 } } : undefined}>
                <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
                    {row.dateLabel}
                  </Box>
                  {row.date}
                </TableCell>
                <TableCell>
                  <StatusChip row={row} />
                </TableCell>
                <TableCell>
                  <OrderLink row={row} />
                  {row.detail && (
                    <Box component="span" sx={{ color: 'text.secondary', ml: 0.75, fontSize: '0.875rem' }}>
                      {row.detail}
                    </Box>
                  )}
                </TableCell>
                <TableCell align="right">
                  <Amount row={row} align="right" />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <ReceiptLink row={row} />
                </TableCell>
              </TableRow>
              {row.transfer && (
                <TableRow>
                  <TableCell colSpan={5} sx={{ pt: 0 }}>
                    <TransferPanel row={row} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
