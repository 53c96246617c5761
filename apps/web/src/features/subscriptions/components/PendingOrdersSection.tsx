import { PAYMENT_METHOD_LABELS, SubscriptionMessages } from '@coaching/contracts';
import { brand, formatDate, formatYen } from '@coaching/web-theme';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';
import { DetailList } from '../../../components/detail-list/DetailList';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { errorMessage } from '../../../lib/http';
import { useCancelOrder } from '../api/cancel-order';
import { monthsLabel } from '../model/order-texts';
import type { PendingOrderView } from '../model/pending-orders';
import { CancelOrderDialog } from './CancelOrderDialog';

/**
 * Issue 8: on /mypage, every bank order still waiting for its transfer: what to send, where, by when, and
 * the reference that ties the transfer to the order; each can be called off before paying.
 */
export function PendingOrdersSection({ orders }: { orders: readonly PendingOrderView[] }) {
  const titleId = useId();
  const cancel = useCancelOrder();
  const { showSuccess, showError } = useSnackbar();
  const [confirming, setConfirming] = useState<{ open: boolean; order: PendingOrderView | null }>({ open: false, order: null });
  const [cancelling, setCancelling] = useState(false);

  const confirm = async () => {
    const { order } = confirming;
    if (!order) return;
    setCancelling(true);
    try {
      showSuccess(await cancel(order.payment_id));
    } catch (error) {
      showError(errorMessage(error, SubscriptionMessages.cancelFailed));
    } finally {
      setCancelling(false);
      setConfirming({ open: false, order });
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ ...memberCardSx, borderLeft: 4, borderLeftColor: 'warning.main' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.75 }}>
        <Box aria-hidden sx={{ flex: 'none', width: 48, height: 48, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(237, 108, 2, 0.1)', color: 'warning.dark' }}>
          <AccountBalanceOutlinedIcon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.375rem' } }}>
            お振込み待ちのお申し込み
          </Typography>
          <Typography variant="body2" color="text.secondary">
            お支払い期限までに、下記の口座へお振込みください。
          </Typography>
        </Box>
      </Box>
      {orders.map((order, index) => (
        <Fragment key={order.payment_id}>
          {index > 0 && <Divider sx={{ mt: 3.5 }} />}
          <PendingOrder order={order} onCancel={() => setConfirming({ open: true, order })} />
        </Fragment>
      ))}
      <CancelOrderDialog open={confirming.open} order={confirming.order} cancelling={cancelling} onClose={() => setConfirming((c) => ({ ...c, open: false }))} onConfirm={() => void confirm()} />
    </Paper>
  );
}

function PendingOrder({ order, onCancel }: { order: PendingOrderView; onCancel: () => void }) {
  const nameId = useId();
  const { transfer } = order;
  return (
    <Box component="article" aria-labelledby={nameId} sx={{ mt: 3, display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: '0.06em' }}>
          {order.gameName}
        </Typography>
        <Typography id={nameId} component="h3" sx={{ fontWeight: 800, fontSize: { xs: '1.25rem', sm: '1.5rem' }, lineHeight: 1.4 }}>
          {order.planName}
        </Typography>
        <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip label={monthsLabel(order.months)} variant="outlined" />
          <Chip label={PAYMENT_METHOD_LABELS.bank} color="primary" variant="outlined" />
          {order.extendsCurrent && <Chip label="ご利用中のプランの延長" color="success" variant="outlined" />}
        </Box>
      </Box>

      <Box component="dl" sx={{ m: 0, p: { xs: 2, sm: 2.5 }, borderRadius: 3, bgcolor: brand.surface, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <Box>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
            お振込み金額（税込）
          </Typography>
          <Typography component="dd" data-testid="pending-order-amount" sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.625rem', sm: '1.875rem' }, lineHeight: 1.3 }}>
            {formatYen(order.amount)}
          </Typography>
        </Box>
        <Box>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
            お支払い期限
          </Typography>
          <Typography component="dd" data-testid="pending-order-due" sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.25rem', sm: '1.375rem' }, lineHeight: 1.6 }}>
            {formatDate(order.due_at)}まで
          </Typography>
        </Box>
      </Box>

      <Box>
        <Typography component="h4" sx={{ fontWeight: 800, mb: 1 }}>
          お振込み先
        </Typography>
        <DetailList
          columns={{ xs: '96px 1fr', sm: '140px 1fr' }}
          rows={[
            ['銀行名', transfer.bank_name],
            ['支店名', transfer.branch_name],
            ['口座種別', transfer.account_type],
            ['口座番号', <Box component="span" sx={{ fontWeight: 700, letterSpacing: '0.08em', fontVariantNumeric: 'tabular-nums' }}>{transfer.account_number}</Box>],
            ['口座名義', transfer.account_holder],
          ]}
        />
      </Box>

      <Alert severity="warning" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
        <Typography sx={{ fontWeight: 700 }}>
          振込名義の前に{' '}
          <Box component="strong" data-testid="transfer-reference" sx={{ px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.8)', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', letterSpacing: '0.08em' }}>
            {transfer.reference}
          </Box>{' '}
          をご入力ください
        </Typography>
        <Typography variant="body2">例：{transfer.reference} ヤマダ タロウ</Typography>
      </Alert>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
          {order.extendsCurrent ? 'ご入金を確認しだい、ご利用期間を延長いたします。' : 'ご入金を確認しだい、ご利用を開始いたします。'}
          振込手数料はお客様のご負担となります。
        </Typography>
        <Button variant="outlined" color="error" onClick={onCancel} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          お申し込みを取り消す
        </Button>
      </Box>
    </Box>
  );
}
