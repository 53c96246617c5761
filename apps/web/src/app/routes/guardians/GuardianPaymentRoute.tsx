import { PaymentMessages } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { guardianPaths } from '../../../config/paths';
import type { GuardianChild } from '@coaching/contracts';
import { GUARDIAN_CHILDREN_ENDPOINT } from '../../../features/guardians/api/guardians';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import { failureMessage } from '../../../features/payments/model/payment-outcome';
import { usePaymentWatcher } from '../../../features/payments/usePaymentWatcher';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** Reads of the guardian area while billing starts the child's plan (a moment after the charge), one a second. */
const SETTLE_READS = 10;

/** The child's plan from this payment shows on the guardian area (billing starts it a moment after the charge). */
const planShown = (children: GuardianChild[] | undefined, paymentId: string, planName: string | undefined) =>
  !planName || Boolean(children?.some((child) => child.payments.some((p) => p.id === paymentId) && child.courses.some((course) => course.plan_name === planName)));

/** Where "try again" leads: the guardian's checkout they came from (history state), else the guardian area. */
function retryHrefFrom(state: unknown): string {
  const href = typeof state === 'object' && state !== null && 'retryHref' in state ? (state as { retryHref: unknown }).retryHref : null;
  return typeof href === 'string' && href.startsWith('/guardian/children/') ? href : guardianPaths.home;
}

/**
 * /guardian/payments/{id} (issue 31, ADR 0038): the member's result page for what a guardian paid — it follows the
 * charge (events, then polling), and on success says so and returns to the guardian area, where the child's plan and
 * the receipt are; a refused card says why, in the page, with a way to try again.
 */
export function GuardianPaymentRoute() {
  usePageTitle('決済結果');
  const { id = '' } = useParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { showSuccess, showError } = useSnackbar();
  const { summary, outcome, timedOut, notFound } = usePaymentWatcher(id);
  const left = useRef(false);

  useEffect(() => {
    if (left.current) return;
    if (outcome === 'settled') {
      left.current = true;
      void (async () => {
        // The guardian area shows the child's plan just bought: wait for billing to start it, as /mypage does for a member.
        for (let read = 0; read < SETTLE_READS; read += 1) {
          if (planShown(await mutate<GuardianChild[]>(GUARDIAN_CHILDREN_ENDPOINT), id, summary?.plan?.name)) break;
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
        showSuccess(PaymentMessages.purchaseCompleted);
        navigate(guardianPaths.home, { replace: true });
      })();
    } else if (outcome === 'failed' && summary) {
      left.current = true;
      showError(failureMessage(summary));
    }
  }, [outcome, summary, mutate, showSuccess, showError, navigate, id]);

  const back = (
    <LinkButton href={guardianPaths.home} variant="contained">
      保護者ページへ
    </LinkButton>
  );

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <MemberPage eyebrow="RESULT" title="決済結果">
        <SectionCard title={summary ? [summary.game.name, summary.plan?.name ?? summary.item?.name].filter(Boolean).join(' ') : 'お支払い'}>
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, py: 3, textAlign: 'center' }}>
            {notFound ? (
              <>
                <Typography role="status">{PaymentMessages.paymentNotFound}</Typography>
                {back}
              </>
            ) : outcome === 'failed' && summary ? (
              <>
                <Alert severity="error" sx={{ textAlign: 'left' }}>
                  決済できませんでした。{failureMessage(summary)}
                </Alert>
                <LinkButton href={retryHrefFrom(state)} variant="contained">
                  もう一度お手続きする
                </LinkButton>
              </>
            ) : outcome === 'transfer' ? (
              <>
                <Typography role="status" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
                  お振込みをお待ちしています
                </Typography>
                <Typography color="text.secondary">お振込先は保護者さまのメールアドレスにご案内しています。ご入金を確認でき次第、お子さまがご利用いただけるようになります。</Typography>
                {back}
              </>
            ) : outcome === 'closed' && summary ? (
              <>
                <Typography role="status">{summary.status_ja}</Typography>
                {back}
              </>
            ) : (
              <>
                <CircularProgress aria-hidden />
                <Typography role="status" sx={{ fontWeight: 700 }}>
                  {timedOut ? PaymentMessages.confirming : PaymentMessages.processing}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {timedOut ? '結果を確認でき次第この画面でお知らせし、メールでもご連絡します。このページを閉じても、お手続きは続きます。' : '画面を閉じたり、再読み込みしたりせずにお待ちください。'}
                </Typography>
              </>
            )}
            {summary && !notFound && (
              <Typography variant="body2" color="text.secondary">
                お支払い金額 {formatYen(summary.amount + summary.tax)}（税込）
              </Typography>
            )}
          </Box>
        </SectionCard>
      </MemberPage>
    </Box>
  );
}
