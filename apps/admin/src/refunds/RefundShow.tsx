import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminRefund } from '@coaching/contracts';
import { formatDateTime, formatYen } from '@coaching/web-theme';
import { Link as RouterLink } from 'react-router-dom';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { ShowDetail as Detail, ShowSection as Section } from '../layout/ShowSection';
import { RefundActions } from './RefundActions';
import { RefundLines } from './RefundLines';
import { RefundStatusChip } from './RefundStatusChip';

const PROVIDER_STATUS: Record<string, string> = { RETURN: '返品（全額）', VOID: '取消', CAPTURE: '一部返金', SALES: '一部返金', AUTH: '一部返金' };

export const RefundDetails = ({ refund }: { refund: AdminRefund }) => (
  <Box sx={{ display: 'grid', gap: 1 }}>
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <RefundStatusChip status={refund.status} />
      <Typography variant="body2" color="text.secondary">
        {refund.kind_label}
      </Typography>
    </Box>
    <Section title="返金額の計算">
      <RefundLines lines={refund.lines} total={refund.calculated} />
    </Section>
    <Section title="返金する金額">
      <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
        {formatYen(refund.amount)}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          （{refund.method === 'card' ? 'カードへ返金' : '銀行振込で返金'}）
        </Typography>
      </Typography>
      {refund.adjustment_reason && (
        <Alert severity={refund.needs_approval ? 'warning' : 'info'} sx={{ mt: 1 }}>
          計算額 {formatYen(refund.calculated)} から調整しています。理由：{refund.adjustment_reason}
        </Alert>
      )}
    </Section>
    <Section title="記録">
      <Box component="dl" sx={{ m: 0 }}>
        <Detail label="解約の理由">{refund.reason}</Detail>
        <Detail label="申請">
          {formatDateTime(refund.requested_at)} ・ {refund.requested_by.name}
        </Detail>
        {refund.decided_by && (
          <Detail label={refund.status === 'rejected' ? '却下' : '承認'}>
            {formatDateTime(refund.decided_at!)} ・ {refund.decided_by.name}
            {refund.rejection_reason ? `（${refund.rejection_reason}）` : ''}
          </Detail>
        )}
        {refund.withdrawn && (
          <Detail label="取り下げ">
            {formatDateTime(refund.withdrawn.at)} ・ {refund.withdrawn.by.name}
            {refund.withdrawn.reason ? `（${refund.withdrawn.reason}）` : ''}
          </Detail>
        )}
        {refund.refunded_at && <Detail label="返金処理">{formatDateTime(refund.refunded_at)}</Detail>}
        {refund.bank_paid_at && <Detail label="振込返金">{formatDateTime(refund.bank_paid_at)}</Detail>}
        {refund.trades.map((trade) => (
          <Detail key={trade.providerOrderId} label={`カード取引 ${trade.n + 1}回目`}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
              {trade.providerOrderId}
            </Box>{' '}
            ・ {formatYen(trade.refunded)} 返金 ・ {PROVIDER_STATUS[trade.status] ?? trade.status}
          </Detail>
        ))}
      </Box>
    </Section>
    <Box sx={{ mt: 1 }}>
      <RefundActions refund={refund} />
    </Box>
  </Box>
);

const RefundShowContent = () => {
  const refund = useRecordContext<AdminRefund>();
  if (!refund) return null;
  return (
    <CardContent sx={{ p: { xs: 2, sm: 3 }, maxWidth: 860 }}>
      <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
        {refund.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {refund.member.name ?? '—'} ・ {refund.member.email} ・{' '}
        <Link component={RouterLink} to={`/payments/${refund.payment_id}/show`}>
          お申し込みを開く
        </Link>
      </Typography>
      <RefundDetails refund={refund} />
    </CardContent>
  );
};

export const RefundShow = () => (
  <Show<AdminRefund>
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <RefundShowContent />
  </Show>
);
