import { BillingTerms, PaymentMessages, type PaymentSummary } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { memberPaths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { purchasedOrderState } from '../../../features/payments/components/PurchasedOrderNotice';
import { unsettledPaymentState } from '../../../features/payments/components/UnsettledPaymentNotice';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import { failureMessage } from '../../../features/payments/model/payment-outcome';
import { usePaymentWatcher } from '../../../features/payments/usePaymentWatcher';
import { useSettleSubscriptions } from '../../../features/subscriptions/api/get-subscriptions';
import { holdsPlan } from '../../../features/subscriptions/model/pending-orders';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** Where "try again" leads: the confirmation the member came from (history state), else /payments. */
function retryHrefFrom(state: unknown): string {
  const href = typeof state === 'object' && state !== null && 'retryHref' in state ? (state as { retryHref: unknown }).retryHref : null;
  return typeof href === 'string' && href.startsWith('/payments/') ? href : memberPaths.payments;
}

/**
 * Spec §2 /payments/{id}, §4: waits for the charge (events, polling every 5 s); success → toast and /mypage;
 * a refused charge → spec §8's toast with the provider's reason, the reason in the page and a way to try
 * again; 60 s without an outcome (`PAYMENT_POLL_TIMEOUT_MS`) → /mypage, whose alert in the page says 'payment processing did
 * not complete' (spec §4, §8; never a native alert) and shows the order as being confirmed until the worker's
 * reconciliation settles it (the member is mailed either way).
 */
export function PaymentResultRoute() {
  usePageTitle('決済結果');
  const { id = '' } = useParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const { showSuccess, showError } = useSnackbar();
  const { reload } = useCurrentUser();
  const { summary, outcome, timedOut, notFound } = usePaymentWatcher(id);
  const settleSubscriptions = useSettleSubscriptions();
  const left = useRef(false);

  useEffect(() => {
    if (left.current) return;
    if (outcome === 'settled') {
      left.current = true;
      const plan = summary?.plan ? { game: summary.game, plan: summary.plan } : null;
      void (async () => {
        // /mypage shows the plan just bought: billing starts it a moment after the charge, so wait for that.
        if (plan) await settleSubscriptions((subscriptions) => holdsPlan(subscriptions, plan));
        await reload().catch(() => undefined);
        showSuccess(PaymentMessages.purchaseCompleted);
        // The toast and /mypage as spec §4 says; mypage keeps the way to the order page (issue 32).
        navigate(memberPaths.mypage, { replace: true, state: purchasedOrderState(id) });
      })();
    } else if (outcome === 'failed' && summary) {
      left.current = true;
      showError(failureMessage(summary));
    } else if (timedOut) {
      left.current = true;
      // Spec §4: 60 s without completion → alert 'payment processing did not complete' and /mypage. The alert is in
      // mypage itself (UnsettledPaymentNotice, never window.alert); it shows the order as being confirmed until it settles.
      navigate(memberPaths.mypage, { replace: true, state: unsettledPaymentState(id) });
    }
  }, [outcome, summary, timedOut, settleSubscriptions, showSuccess, showError, reload, navigate, id]);

  return (
    <MemberPage eyebrow="RESULT" title="決済結果">
      <SectionCard title={summary ? productTitle(summary) : 'お支払い'}>
        {notFound ? (
          <Outcome icon={<InfoOutlinedIcon color="action" sx={{ fontSize: 48 }} />} title={PaymentMessages.paymentNotFound} actions={<LinkButton href={memberPaths.paymentsHistory} variant="contained">お支払い管理へ</LinkButton>} />
        ) : outcome === 'failed' && summary ? (
          <Outcome
            icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />}
            title="決済できませんでした"
            message={failureMessage(summary)}
            alert
            actions={
              <>
                <LinkButton href={retryHrefFrom(state)} variant="contained" size="large">
                  もう一度お手続きする
                </LinkButton>
                <LinkButton href={memberPaths.paymentsCard} variant="outlined" size="large">
                  登録カードを確認する
                </LinkButton>
              </>
            }
          />
        ) : outcome === 'transfer' ? (
          <Outcome
            icon={<InfoOutlinedIcon color="primary" sx={{ fontSize: 48 }} />}
            title="お振込みをお待ちしています"
            message="お振込先はメールでご案内しています。ご入金を確認でき次第、ご利用いただけるようになります。"
            actions={<LinkButton href={memberPaths.mypage} variant="contained">マイページへ</LinkButton>}
          />
        ) : outcome === 'closed' && summary ? (
          <Outcome icon={<InfoOutlinedIcon color="action" sx={{ fontSize: 48 }} />} title={summary.status_ja} actions={<LinkButton href={memberPaths.paymentsHistory} variant="contained">お支払い管理へ</LinkButton>} />
        ) : outcome === 'settled' ? (
          <Outcome icon={<CheckCircleOutlineIcon color="success" sx={{ fontSize: 48 }} />} title={PaymentMessages.purchaseCompleted} />
        ) : timedOut ? (
          <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, py: 3, textAlign: 'center' }}>
            <CircularProgress aria-hidden />
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
              {PaymentMessages.confirming}
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
              カード会社からの応答に時間がかかっています。結果を確認でき次第この画面でお知らせし、メールでもご連絡します。このページを閉じても、お手続きは続きます。
            </Typography>
            <Box sx={{ mt: 1.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
              <LinkButton href={memberPaths.paymentsHistory} variant="outlined">
                お支払い管理へ
              </LinkButton>
            </Box>
          </Box>
        ) : (
          <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 4, textAlign: 'center' }}>
            <CircularProgress aria-hidden />
            <Typography sx={{ fontWeight: 700 }}>{PaymentMessages.processing}</Typography>
            <Typography variant="body2" color="text.secondary">
              画面を閉じたり、再読み込みしたりせずにお待ちください。
            </Typography>
          </Box>
        )}
        {summary && !notFound && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
            お支払い金額 {formatYen(summary.amount + summary.tax)}（税込）
          </Typography>
        )}
      </SectionCard>
    </MemberPage>
  );
}

function productTitle(summary: PaymentSummary): string {
  const product = summary.plan?.name ?? summary.item?.name ?? '';
  const amount = summary.period ? `${summary.period}か月` : summary.quantity ? BillingTerms.itemCount(summary.quantity) : '';
  return [summary.game.name, product, amount].filter(Boolean).join(' ');
}

function Outcome({ icon, title, message, actions, alert = false }: { icon: ReactNode; title: string; message?: string; actions?: ReactNode; alert?: boolean }) {
  return (
    <Box role={alert ? 'alert' : 'status'} sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, py: 3, textAlign: 'center' }}>
      {icon}
      <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {message && <Typography color="text.secondary">{message}</Typography>}
      {actions && <Box sx={{ mt: 1.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>{actions}</Box>}
    </Box>
  );
}
