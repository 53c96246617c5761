import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RefundMessages, type AdminRefund, type RefundQuoteAnswer } from '@coaching/contracts';
import { formatDate, formatDateTime, formatYen } from '@coaching/web-theme';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { ShowDetail as Detail, ShowSection as Section } from '../layout/ShowSection';
import type { AdminDataProvider } from '../providers/dataProvider';
import { RefundDetails } from './RefundShow';
import { RefundLines } from './RefundLines';

type Errors = Partial<Record<'amount' | 'adjustment_reason' | 'reason', string>>;

/**
 * The form: the amount (the calculation unless support adjusts it), why it differs, why the member cancels. Within the
 * cooling-off everything paid goes back: the amount cannot be changed (the server refuses a lower one all the same).
 */
const RefundForm = ({ quote }: { quote: RefundQuoteAnswer }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [amount, setAmount] = useState(String(quote.calculated));
  const [adjustmentReason, setAdjustmentReason] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const value = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : null;
  const adjusted = value !== null && value !== quote.calculated;
  const needsApproval = value !== null && Math.abs(value - quote.calculated) > quote.approval_threshold;
  const inFull = quote.kind === 'cooling-off';

  const check = (): boolean => {
    const found: Errors = {};
    if (value === null || value > quote.paid) found.amount = `返金額は0円以上、お支払済みの ${formatYen(quote.paid)} 以下で入力してください。`;
    if (adjusted && !adjustmentReason.trim()) found.adjustment_reason = '返金額を調整する理由を入力してください。';
    if (!reason.trim()) found.reason = '解約の理由を入力してください（500文字以内）。';
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = async () => {
    setPending(true);
    try {
      const { data } = await dataProvider.requestRefund(quote.payment_id, { amount: value, adjustment_reason: adjusted ? adjustmentReason : null, reason });
      notify(data.status === 'awaiting_approval' ? '返金を申請しました。管理者の承認を待っています。' : data.method === 'bank' ? '解約しました。振込での返金を記録してください。' : '解約し、返金しました。', { type: 'success' });
      await queries.invalidateQueries();
      navigate(`/refunds/${data.id}/show`);
    } catch (error) {
      if (error instanceof HttpError && error.body?.errors) setErrors(error.body.errors as Errors);
      notify(error instanceof Error ? error.message : 'エラーが発生しました。', { type: 'error' });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); if (check()) setConfirming(true); }} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <TextField
        label="返金額（税込）"
        value={amount}
        onChange={(event) => setAmount(event.target.value.replace(/[^\d]/g, ''))}
        disabled={inFull}
        error={Boolean(errors.amount)}
        helperText={
          errors.amount ?? (inFull ? RefundMessages.coolingOffFullRefund : `計算額は ${formatYen(quote.calculated)} です。${formatYen(quote.approval_threshold)} を超えて変えると管理者の承認が必要です。`)
        }
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': '返金額' }, input: { endAdornment: <InputAdornment position="end">円</InputAdornment> } }}
      />
      {adjusted && (
        <TextField
          label="調整の理由"
          value={adjustmentReason}
          onChange={(event) => setAdjustmentReason(event.target.value)}
          error={Boolean(errors.adjustment_reason)}
          helperText={errors.adjustment_reason ?? '会員とのやり取りなど、計算額から変える理由を記録します。'}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
      {needsApproval && <Alert severity="warning">調整額が {formatYen(quote.approval_threshold)} を超えるため、申請後に別の管理者の承認が必要です。承認されると返金されます。</Alert>}
      <TextField
        label="解約の理由"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(errors.reason)}
        helperText={errors.reason ?? '会員から伺った理由を記録します。'}
        multiline
        minRows={2}
        required
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Box>
        <Button type="submit" variant="contained" color="error" disabled={pending}>
          {needsApproval ? '承認を申請する' : '解約して返金する'}
        </Button>
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} maxWidth="sm" fullWidth>
        <DialogTitle>{needsApproval ? '返金の承認を申請しますか？' : '解約して返金しますか？'}</DialogTitle>
        <DialogContent>
          <Typography variant="body2">
            {needsApproval
              ? `${formatYen(value ?? 0)} の返金を申請します。管理者が承認すると返金され、ご解約となります。`
              : `${formatYen(value ?? 0)} を${quote.method === 'card' ? 'カードへ返金' : '銀行振込で返金する記録を'}し、今後のお支払いとレッスンを止めてご解約とします。会員にメールでお知らせします。この操作は取り消せません。`}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>キャンセル</Button>
          <Button variant="contained" color="error" disabled={pending} onClick={() => void submit()} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {needsApproval ? '申請する' : '解約して返金する'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};

/** 解約・返金: the legal calculation of one plan order line by line, and support's cancellation of it. */
export const RefundPage = () => {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const quote = useQuery({ queryKey: ['refund-quote', id], queryFn: () => dataProvider.refundQuote(id), retry: false });
  const refund: AdminRefund | null = quote.data?.refund ?? null;
  const open = refund && refund.status !== 'rejected';
  return (
    <Box sx={{ mt: 1 }}>
      <Title title="解約・返金" />
      <Button component={RouterLink} to={`/payments/${id}/show`} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        お申し込みに戻る
      </Button>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
            解約・返金
          </Typography>
          {quote.isPending && (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress aria-label="読み込み中" />
            </Box>
          )}
          {quote.isError && <Alert severity="error">{quote.error instanceof Error ? quote.error.message : 'エラーが発生しました。'}</Alert>}
          {quote.data && (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(260px, 2fr)' }, gap: 3 }}>
              <Box>
                {open ? (
                  <>
                    <Alert severity="info" sx={{ mb: 2 }}>
                      このお申し込みの解約・返金はすでに受け付けています。
                    </Alert>
                    <RefundDetails refund={refund} />
                  </>
                ) : (
                  <>
                    {refund?.status === 'rejected' && (
                      <Alert severity="warning" sx={{ mb: 2 }}>
                        前回の申請は却下されました{refund.rejection_reason ? `（${refund.rejection_reason}）` : ''}。あらためて申請できます。
                      </Alert>
                    )}
                    <Section title={`返金額の計算 ・ ${quote.data.kind_label}`}>
                      <RefundLines lines={quote.data.lines} total={quote.data.calculated} />
                    </Section>
                    <Section title="解約の内容">
                      <RefundForm quote={quote.data} />
                    </Section>
                  </>
                )}
              </Box>
              <Box>
                <Section title="計算の根拠（特定商取引法に基づく表記）">
                  <Box component="dl" sx={{ m: 0 }}>
                    <Detail label="お支払済み">{formatYen(quote.data.paid)}</Detail>
                    <Detail label="開始のご案内">{formatDateTime(quote.data.notice_at)}</Detail>
                    <Detail label="クーリング・オフ期限">{formatDate(quote.data.cooling_off_until)}まで（8日間）</Detail>
                    <Detail label="役務提供の開始">
                      {quote.data.service_starts_at ? `${formatDateTime(quote.data.service_starts_at)}（${quote.data.service_start_label}）` : quote.data.service_start_label}
                    </Detail>
                    <Detail label="受講済みレッスン">
                      {quote.data.lessons_taken} / {quote.data.contract_lessons} 回
                    </Detail>
                    <Detail label="1回あたりの金額">{formatYen(quote.data.per_lesson_amount)}</Detail>
                    <Detail label="返金方法">{quote.data.method === 'card' ? 'クレジットカードへ返金' : '銀行振込で返金（手作業）'}</Detail>
                  </Box>
                </Section>
                <Typography variant="caption" color="text.secondary" component="p">
                  役務の提供は、お支払いの確認後、担当コーチの決定をもって始まります。クーリング・オフ期間内は全額、役務提供の開始前は解約手数料15,000円、開始後はお支払額から受講済みレッスン分を差し引き、残額の20%（上限50,000円）の手数料を差し引きます。
                </Typography>
              </Box>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
