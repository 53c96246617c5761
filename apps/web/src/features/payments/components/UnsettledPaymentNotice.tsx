import { PaymentMessages } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberHref } from '../../../config/paths';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useSettleSubscriptions } from '../../subscriptions/api/get-subscriptions';
import { holdsPlan } from '../../subscriptions/model/pending-orders';
import { failureMessage } from '../model/payment-outcome';
import { usePaymentWatcher } from '../usePaymentWatcher';

/** What the result page hands /mypage when 60 s passed without an outcome (spec §4): the order still being confirmed. */
export interface UnsettledPaymentState {
  unsettledPaymentId: string;
}

export const unsettledPaymentState = (paymentId: string): UnsettledPaymentState => ({ unsettledPaymentId: paymentId });

export const unsettledPaymentOf = (state: unknown): string | null => {
  const id = typeof state === 'object' && state !== null && 'unsettledPaymentId' in state ? (state as UnsettledPaymentState).unsettledPaymentId : null;
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
};

/** The order the result page left unsettled, if /mypage was reached that way. */
export const useUnsettledPaymentId = (): string | null => unsettledPaymentOf(useLocation().state);

/**
 * Spec §4: after 60 s without completion the result page alerts 'payment processing did not complete' and goes to
 * /mypage. The alert is this one, in the page (never `window.alert`), and it stays: it shows the order as
 * 決済確認中 and keeps following the payment (the worker asks the card company, ADR 0041), so the member reads the
 * outcome here when it comes: the plan appears on a capture, the reason on a refusal. The member is mailed either way.
 */
export function UnsettledPaymentNotice({ paymentId }: { paymentId: string }) {
  const { summary, outcome } = usePaymentWatcher(paymentId);
  const { reload } = useCurrentUser();
  const settleSubscriptions = useSettleSubscriptions();
  const refreshed = useRef(false);

  useEffect(() => {
    if (outcome !== 'settled' || refreshed.current) return;
    refreshed.current = true;
    const plan = summary?.plan ? { game: summary.game, plan: summary.plan } : null;
    // The plan just paid for: billing starts it a moment after the capture, then the member's home shows it.
    void (async () => {
      if (plan) await settleSubscriptions((subscriptions) => holdsPlan(subscriptions, plan));
      await reload().catch(() => undefined);
    })();
  }, [outcome, summary, reload, settleSubscriptions]);

  const product = summary ? [summary.game.name, summary.plan?.name ?? summary.item?.name].filter(Boolean).join(' ') : null;
  const details = (
    <LinkButton href={memberHref.paymentOrder(paymentId)} color="inherit" size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
      ご注文の詳細
    </LinkButton>
  );

  if (outcome === 'settled') {
    return (
      <Alert severity="success" role="status" data-testid="unsettled-payment-notice" action={details} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {product ? `${product}のお支払いが完了しました。` : 'お支払いが完了しました。'}
      </Alert>
    );
  }
  if (outcome === 'failed' && summary) {
    return (
      <Alert severity="error" role="alert" data-testid="unsettled-payment-notice">
        <AlertTitle sx={{ fontWeight: 800 }}>決済できませんでした</AlertTitle>
        {failureMessage(summary)}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="alert" data-testid="unsettled-payment-notice" sx={{ '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
      <AlertTitle sx={{ fontWeight: 800 }}>{PaymentMessages.resultTimeout}</AlertTitle>
      <Typography variant="body2">カード会社にお支払いの結果を確認しています。確定するまで、このご注文は「決済確認中」です。結果はこのページとメールでお知らせします。</Typography>
      {summary && (
        <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" color="warning" label="決済確認中" sx={{ fontWeight: 700 }} />
          <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {product}
          </Typography>
          <Typography variant="body2">{formatYen(summary.amount + summary.tax)}（税込）</Typography>
        </Box>
      )}
      {/* Below the text, not beside it: beside, a phone's screen was too narrow for both (issue 34's screenshots). */}
      <Box sx={{ mt: 1.5 }}>{details}</Box>
    </Alert>
  );
}
