import { PaymentMessages } from '@coaching/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { PaymentStatusChip } from '../../../features/payments/components/PaymentStatusChip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberHref, memberPaths, paths } from '../../../config/paths';
import { useOrder } from '../../../features/payments/api/payments';
import { LOAD_FAILED, LoadFailed } from '../../../features/payments/components/LoadFailed';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import { nextChargeLabel, transferLines } from '../../../features/payments/model/history-rows';
import { orderView, type OrderChargeRow } from '../../../features/payments/model/order-view';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { ApiError, errorMessage } from '../../../lib/http';

const factList = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '9.5rem 1fr' },
  columnGap: 2,
  rowGap: { xs: 0.25, sm: 1 },
  '& dt': { color: 'text.secondary', fontSize: '0.875rem', pt: { xs: 1, sm: 0 } },
  '& dd': { m: 0, fontWeight: 700, overflowWrap: 'anywhere' },
} as const;

const STATE_COLOR = { paid: 'success', due: 'default', failed: 'error' } as const;

function ChargeList({ charges }: { charges: OrderChargeRow[] }) {
  return (
    <Box component="ol" aria-label="お支払いの予定と実績" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {charges.map((charge) => (
        <Box
          component="li"
          key={charge.key}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '6rem 1fr 8rem 8.5rem' }, alignItems: 'center', gap: { xs: 0.5, sm: 2 }, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography sx={{ fontWeight: 800 }}>{charge.label}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ gridRow: { xs: 2, sm: 'auto' } }}>
            {charge.paidAt ? 'お支払い日 ' : 'お支払い予定日 '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {charge.paidAt ?? charge.dueDate}
            </Box>
          </Typography>
          <Typography sx={{ fontWeight: 800, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{charge.amount}</Typography>
          <Box sx={{ textAlign: 'right', gridRow: { xs: 2, sm: 'auto' } }}>
            <Chip size="small" label={charge.status} color={STATE_COLOR[charge.state]} variant={charge.state === 'paid' ? 'filled' : 'outlined'} sx={{ fontWeight: 700 }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * /payments/history/{id}: one of the member's orders in full (issue 32) — what was bought, each charge with its date
 * and whether it is paid, the card that pays it, the receipt and the cancellation terms that apply. Reached from
 * 決済履歴, from the purchase mail and after a purchase; the server answers only the order's member (404 otherwise).
 */
export function PaymentOrderRoute() {
  usePageTitle('ご注文の詳細');
  const { id = '' } = useParams();
  const { data, error, mutate } = useOrder(id);
  const missing = error instanceof ApiError && error.status === 404;
  const order = data?.data;
  const view = order ? orderView(order) : null;
  const transfer = order?.transfer ? transferLines(order.transfer) : null;
  const next = nextChargeLabel(order?.next_charge_at);

  return (
    <MemberPage eyebrow="ORDER" title="ご注文の詳細" description="お申し込みの内容、お支払いの予定と実績、解約・キャンセルの条件です。金額はすべて税込です。">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <LinkButton href={memberPaths.paymentsHistory} variant="outlined" startIcon={<ArrowBackIcon />}>
            お支払い管理へ戻る
          </LinkButton>
          {order?.has_receipt && (
            <LinkButton href={memberHref.paymentReceipt(order.id)} variant="contained" startIcon={<ReceiptLongOutlinedIcon />}>
              領収書を表示
            </LinkButton>
          )}
        </Box>
        {missing ? (
          <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
            {PaymentMessages.paymentNotFound}
          </Typography>
        ) : error ? (
          <LoadFailed message={errorMessage(error, LOAD_FAILED)} onRetry={() => void mutate()} />
        ) : !order || !view ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
            <CircularProgress aria-label="ご注文を読み込み中" />
          </Box>
        ) : (
          <>
            <SectionCard title="ご購入内容" action={<PaymentStatusChip label={view.status} tone={view.tone} testId="order-status" />}>
              <Box component="dl" aria-label="ご購入内容" data-testid="order-facts" sx={factList}>
                {view.facts.map((fact) => (
                  <Box key={fact.label} sx={{ display: 'contents' }}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </Box>
                ))}
              </Box>
            </SectionCard>

            <SectionCard title={view.scheduleTitle}>
              <ChargeList charges={view.charges} />
              {next && (
                <Typography sx={{ mt: 1.5, color: 'primary.main', fontWeight: 700 }} data-testid="order-next-charge">
                  {next}
                </Typography>
              )}
              {transfer && (
                <Box role="group" aria-label="お振込先" sx={{ mt: 2, bgcolor: 'action.hover', borderRadius: 2, p: 1.5, display: 'grid', gap: 0.5, fontSize: '0.875rem' }}>
                  <Typography sx={{ fontWeight: 800, fontSize: '0.875rem' }}>
                    お振込先（期日 {transfer.dueDate} まで・{transfer.amount}）
                  </Typography>
                  <Typography variant="body2">{transfer.account}</Typography>
                  <Typography variant="body2">名義 {transfer.holder}</Typography>
                  <Typography variant="body2">振込名義 {transfer.reference} ＋ お名前（カナ）</Typography>
                </Box>
              )}
            </SectionCard>

            {view.card && (
              <SectionCard title="お支払いカード">
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                  <Typography data-testid="order-card" sx={{ fontWeight: 800, fontSize: '1.0625rem', fontVariantNumeric: 'tabular-nums' }}>
                    {view.card}
                  </Typography>
                  <LinkButton href={memberPaths.paymentsCard} size="small" variant="text" startIcon={<CreditCardOutlinedIcon />}>
                    登録カードの管理
                  </LinkButton>
                </Box>
              </SectionCard>
            )}

            <SectionCard title={order.kind === 'plan' ? '解約・返金の条件' : 'キャンセルの条件'}>
              <Box component="ul" data-testid="order-terms" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75, color: 'text.secondary', fontSize: '0.9375rem' }}>
                {view.terms.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
              <Typography sx={{ mt: 2, fontSize: '0.9375rem' }}>
                詳しくは
                <Link component={RouterLink} to={paths.ebizRule} sx={{ fontWeight: 700, mx: 0.5 }}>
                  特定商取引法に基づく表記
                </Link>
                と
                <Link component={RouterLink} to={paths.rule} sx={{ fontWeight: 700, mx: 0.5 }}>
                  利用規約
                </Link>
                をご確認ください。解約・キャンセルのご相談はサポート窓口（平日 10:00〜18:00）で承ります。
              </Typography>
            </SectionCard>
          </>
        )}
      </Box>
    </MemberPage>
  );
}
