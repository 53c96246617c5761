import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  BillingTerms,
  CHARGE_STATUS_LABELS,
  PAYMENT_EVENT_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentStatusLabel,
  type AdminPaymentDetail,
  type AdminPaymentEvent,
} from '@coaching/contracts';
import { formatDate, formatDateTime, formatYen } from '@coaching/web-theme';
import Button from '@mui/material/Button';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { SuspensionButton } from '../members/SuspensionButton';
import { PaymentStatusField } from './PaymentStatusField';
import { RecordTransferButton } from './RecordTransferButton';
import { ShowDetail as Detail, ShowSection as Section } from '../layout/ShowSection';


/** Who caused an event of the order stream, in the back office's words. */
function actorLabel(event: AdminPaymentEvent, translate: ReturnType<typeof useTranslate>): string {
  if (event.actor?.type === 'member') return translate('resources.payments.timeline.by_member');
  if (event.actor?.type === 'operator') return translate('resources.payments.timeline.by_operator', { name: String(event.data.operatorName ?? event.actor.name ?? '') });
  return translate('resources.payments.timeline.by_system');
}

/** The one line of detail worth reading beside each event. */
function eventDetail(event: AdminPaymentEvent): string | null {
  const data = event.data;
  switch (event.type) {
    case 'ChargeCaptured':
      // Operators' words (issue 32): the gateway's job code (CAPTURE) is not shown; the order id is what support quotes to it.
      return `${Number(data.n) + 1}回目 ・ ${BillingTerms.cardPaid} ・ オーダーID ${String(data.providerOrderId ?? '')}`;
    case 'ChargeFailed':
      return `${Number(data.n) + 1}回目 ・ ${String(data.message ?? '')}（${String(data.code ?? '')}）`;
    case 'OrderFellIntoArrears':
      return `${Number(data.n) + 1}回目の請求ができませんでした`;
    case 'OrderCardChanged':
      return `会員が残りのお支払いを登録カード #${String(data.fromCardSeq ?? '')} から #${String(data.toCardSeq ?? '')} に変更`;
    case 'RefundRequested':
      return `返金額 ${Number(data.amount).toLocaleString('ja-JP')}円（計算額 ${Number(data.calculated).toLocaleString('ja-JP')}円）・ ${String(data.reason ?? '')}`;
    case 'OrderRefunded':
      return `${Number(data.amount).toLocaleString('ja-JP')}円 ・ ${data.method === 'bank' ? '振込で返金' : 'カードへ返金'}`;
    default:
      return null;
  }
}

const Timeline = ({ events }: { events: AdminPaymentEvent[] }) => {
  const translate = useTranslate();
  return (
    <Box component="ol" aria-label={translate('resources.payments.sections.timeline')} sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', ml: 1 }}>
      {events.map((event) => (
        <Box component="li" key={event.version} sx={{ position: 'relative', pl: 2.5, pb: 2, '&::before': { content: '""', position: 'absolute', left: -7, top: 6, width: 12, height: 12, borderRadius: '50%', bgcolor: event.type === 'ChargeFailed' || event.type === 'OrderFellIntoArrears' ? 'error.main' : 'primary.main' } }}>
          <Typography variant="body2" sx={{ fontWeight: 800 }}>
            {PAYMENT_EVENT_LABELS[event.type] ?? event.type}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatDateTime(event.recorded_at)} ・ {actorLabel(event, translate)}
          </Typography>
          {eventDetail(event) && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {eventDetail(event)}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
};

/** A transfer's one charge reads as the transfer it waits for. */
const transferChargeLabel = (status: string) => (status === 'captured' ? paymentStatusLabel('captured') : PAYMENT_STATUS_LABELS.awaiting_transfer);

const Charges = ({ record }: { record: AdminPaymentDetail }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.payments.charges.${key}`);
  // A bank transfer is one charge paid by the member's transfer: its date is the transfer deadline, and it
  // has no card-provider order.
  const card = record.method !== 'bank';
  return (
    // On a phone the table scrolls sideways inside its frame: the frame is then a stop of the keyboard's, named (issue 33).
    <TableContainer tabIndex={0} role="region" aria-label={translate('resources.payments.sections.charges')} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}>
      <Table size="small" aria-label={translate('resources.payments.sections.charges')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('n')}</TableCell>
            <TableCell>{t(card ? 'due_at' : 'transfer_due_at')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell>{t(card ? 'charged_at' : 'received_at')}</TableCell>
            {card && <TableCell>{t('provider_order_id')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {record.charges.map((charge) => (
            <TableRow key={charge.n}>
              <TableCell>{charge.n + 1}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(charge.due_at)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatYen(charge.amount + charge.tax)}
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={charge.status === 'captured' ? 'success' : charge.status === 'failed' ? 'error' : 'default'} label={card ? (CHARGE_STATUS_LABELS[charge.status] ?? charge.status) : transferChargeLabel(charge.status)} />
                {charge.failure_message && (
                  <Typography variant="caption" color="error" component="p">
                    {charge.failure_message}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{charge.charged_at ? formatDateTime(charge.charged_at) : '—'}</TableCell>
              {card && <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.75rem', wordBreak: 'break-all', minWidth: '7em' }}>{charge.provider_order_id}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const TransferPanel = ({ record }: { record: AdminPaymentDetail }) => {
  const translate = useTranslate();
  if (record.method !== 'bank') return null;
  const waiting = record.status === 'awaiting_transfer';
  return (
    <Section title={translate('resources.payments.sections.transfer')}>
      <Alert severity={waiting ? 'warning' : 'success'} sx={{ mb: waiting ? 1.5 : 0 }}>
        {translate(waiting ? 'resources.payments.transfer.waiting' : 'resources.payments.transfer.received')}
      </Alert>
      <RecordTransferButton />
    </Section>
  );
};

/** 解約・返金: a paid plan order is cancelled from here (the calculation and the form are on their own page). */
const RefundPanel = ({ record }: { record: AdminPaymentDetail }) => {
  if (record.kind !== 'plan' || !['captured', 'in_arrears', 'refunded'].includes(record.status)) return null;
  const refunded = Array.isArray(record.events) && record.events.some((e) => e.type === 'RefundRequested');
  return (
    <Section title="解約・返金">
      <Button component={RouterLink} to={`/payments/${record.id}/refund`} variant={refunded ? 'outlined' : 'contained'} color={refunded ? 'inherit' : 'error'} startIcon={<AssignmentReturnIcon />}>
        {refunded ? '解約・返金の状況を見る' : '解約・返金の手続き'}
      </Button>
    </Section>
  );
};

const PaymentDetails = () => {
  const record = useRecordContext<AdminPaymentDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const field = (name: string) => translate(`resources.payments.fields.${name}`);
  // The list's row stands in while the purchase itself loads: its charges and events come with the latter.
  const detailed = Array.isArray(record.charges) && Array.isArray(record.events);
  const loading = (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
      <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' } }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
          {record.game_name} {record.title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <PaymentStatusField />
          <Chip size="small" variant="outlined" label={PAYMENT_METHOD_LABELS[record.method]} />
        </Box>
        <Section title={translate('resources.payments.sections.order')}>
          <Box component="dl" sx={{ m: 0 }}>
            <Detail label={field('amount')}>{formatYen(record.amount)}</Detail>
            <Detail label={field('tax')}>{formatYen(record.tax)}</Detail>
            <Detail label={field('total')}>
              <Box component="strong">{formatYen(record.total)}</Box>
            </Detail>
            <Detail label={field('admission_fee')}>{record.admission_fee ? formatYen(record.admission_fee) : '—'}</Detail>
            <Detail label={field('coupon_code')}>{record.coupon_code ?? '—'}</Detail>
            {record.failure_message && <Detail label={field('failure_message')}>{record.failure_message}</Detail>}
          </Box>
        </Section>
        <Divider />
        <Section title={translate('resources.payments.sections.charges')}>
          {record.method !== 'bank' && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('resources.payments.charges.progress', { paid: record.charges_paid, total: record.charges_total })}
              {record.next_charge_at && ` ・ ${field('next_charge_at')} ${formatDate(record.next_charge_at)}`}
            </Typography>
          )}
          {detailed ? <Charges record={record} /> : loading}
        </Section>
        <Divider />
        <Section title={translate('resources.payments.sections.timeline')}>
          {detailed ? <Timeline events={record.events} /> : loading}
        </Section>
      </CardContent>
      <CardContent
        sx={(theme) => ({
          p: { xs: 2, sm: 3 },
          borderTop: `1px solid ${theme.palette.divider}`,
          [theme.breakpoints.up('md')]: { borderTop: 'none', borderLeft: `1px solid ${theme.palette.divider}` },
        })}
      >
        <TransferPanel record={record} />
        <RefundPanel record={record} />
        <Section title={translate('resources.payments.sections.member')}>
          <Box component="dl" sx={{ m: 0 }}>
            <Detail label={field('member_name')}>{record.member.name ?? '—'}</Detail>
            <Detail label={field('email')}>
              <Link href={`mailto:${record.member.email}`}>{record.member.email}</Link>
            </Detail>
            <Detail label="利用停止">
              <SuspensionButton member={record.member} />
            </Detail>
            <Detail label={field('created_at')}>{formatDateTime(record.created_at)}</Detail>
            <Detail label={field('paid_at')}>{record.paid_at ? formatDateTime(record.paid_at) : '—'}</Detail>
            <Detail label={field('id')}>
              <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem', color: 'text.secondary' }}>
                {record.id}
              </Box>
            </Detail>
          </Box>
        </Section>
      </CardContent>
    </Box>
  );
};

const PaymentShowActions = () => (
  <TopToolbar sx={{ gap: 1, alignItems: 'center' }}>
    <ListButton />
  </TopToolbar>
);

export const PaymentShow = () => (
  <Show<AdminPaymentDetail> actions={<PaymentShowActions />}>
    <PaymentDetails />
  </Show>
);
