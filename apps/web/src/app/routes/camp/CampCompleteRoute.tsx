import { CAMP_GRADE_LABELS, CAMP_METHOD_LABELS, CampMessages, type CampPaymentResult } from '@coaching/contracts';
import { formatDate, formatYen } from '@coaching/web-theme';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../../components/link/LinkButton';
import { campPaths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { CampPage } from '../../../features/camp/components/CampPage';
import { campSchedule } from '../../../features/camp/components/CampSummary';
import { methodFrom } from '../../../features/camp/model/camp-flow';

/** The payment's answer the payment page hands over (history state); null when the page is opened again later. */
function resultFrom(state: unknown): CampPaymentResult | null {
  const result = typeof state === 'object' && state !== null && 'result' in state ? (state as { result: unknown }).result : null;
  return typeof result === 'object' && result !== null && 'camp' in result && 'children' in result ? (result as CampPaymentResult) : null;
}

function Facts({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem', pt: { xs: 0.75, sm: 0 } }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/**
 * Spec §2 /fortnite-camp/complete: card → application complete, details by mail; bank → the transfer guide was mailed.
 * Issue 32: it also summarises what was applied for (the camp, when, where, the children, the total), shows the account
 * to pay into for a transfer, and the receipt for a card payment.
 */
export function CampCompleteRoute() {
  const location = useLocation();
  const bank = methodFrom(location.search) === 'bank';
  const result = resultFrom(location.state);
  usePageTitle(bank ? 'フォートナイトキャンプ お振込のご案内' : 'フォートナイトキャンプ お申し込み完了');
  const Icon = bank ? MailIcon : CheckCircleIcon;
  const transfer = result?.transfer;

  return (
    <CampPage title={bank ? 'お振込のご案内をお送りしました' : 'お申し込みが完了しました'}>
      <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 2, py: { xs: 1, sm: 2 } }}>
        <Icon aria-hidden sx={{ fontSize: 64, color: bank ? 'primary.main' : 'success.main' }} />
        <Typography sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>{bank ? CampMessages.bankComplete : CampMessages.cardComplete}</Typography>
        <Typography color="text.secondary" variant="body2" sx={{ maxWidth: 520 }}>
          {bank
            ? 'お支払い期限（イベント前日）までにお振込みがない場合、確保したお席は解放されます。メールが届かない場合は、迷惑メールフォルダもご確認ください。'
            : '保護者さまは、各日のプログラム終了後30分以内にお子さまのお迎えをお願いいたします。'}
        </Typography>
      </Box>

      {result && (
        <Box component="section" aria-label="お申し込み内容" data-testid="camp-complete-summary" sx={{ display: 'grid', gap: 1.5 }}>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.0625rem' }}>
            お申し込み内容
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '8em 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
            <Facts label="イベント">{result.camp.name}</Facts>
            <Facts label="日時">{campSchedule(result.camp)}</Facts>
            <Facts label="会場">{result.camp.venue}</Facts>
            <Facts label="お子さま">
              {result.children.map((child, i) => (
                <Box key={i}>
                  {child.name}（{CAMP_GRADE_LABELS[child.grade]}）
                </Box>
              ))}
            </Facts>
            <Facts label="お支払い方法">{CAMP_METHOD_LABELS[result.method]}</Facts>
            <Facts label="合計（税込）">{formatYen(result.total)}</Facts>
          </Box>
        </Box>
      )}

      {transfer && (
        <Box component="section" aria-label="お振込先" data-testid="camp-transfer-account" sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 2, display: 'grid', gap: 0.75 }}>
          <Typography component="h2" sx={{ fontWeight: 800 }}>
            お振込先（期限 {formatDate(`${transfer.due_date}T12:00:00+09:00`)} まで・{formatYen(transfer.amount)}）
          </Typography>
          <Typography>
            {transfer.bank_name} {transfer.branch_name} {transfer.account_type} {transfer.account_number}
          </Typography>
          <Typography>口座名義：{transfer.account_holder}</Typography>
          <Typography>
            ご依頼人名：<strong>{transfer.reference}</strong> ＋ お名前（カナ）
          </Typography>
          <Typography variant="body2" color="text.secondary">
            お振込の際は、ご依頼人名の前にお申込番号「{transfer.reference}」を必ずご入力ください。振込手数料はお客様のご負担となります。
          </Typography>
        </Box>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
        {result?.receipt_href && (
          <LinkButton href={result.receipt_href} variant="contained" size="large" startIcon={<ReceiptLongOutlinedIcon />} sx={{ py: 1.25, width: { xs: '100%', sm: 280 } }}>
            領収書を表示
          </LinkButton>
        )}
        <LinkButton href={campPaths.profile} variant="outlined" size="large" sx={{ py: 1.25, width: { xs: '100%', sm: 280 } }}>
          お申し込みページへ戻る
        </LinkButton>
      </Box>
    </CampPage>
  );
}
