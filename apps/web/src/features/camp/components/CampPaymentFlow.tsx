import {
  CAMP_HEADCOUNT_MAX,
  CAMP_HEADCOUNT_MIN,
  CAMP_METHOD_LABELS,
  CAMP_GRADE_LABELS,
  campPaymentStepSchema,
  type CampApplicationForToken,
  type CampPaymentStep,
  type CampPaymentStepInput,
  fromTokyo,
} from '@coaching/contracts';
import { formatDate, formatYen } from '@coaching/web-theme';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { NewCardForm, type TypedCard } from '../../payments/components/CardPaymentForm';
import { payForCamp, useCampPlan } from '../api/camp';
import { campCancellationLines, childrenFor, completeHref, emptyChild, paymentFailureMessage, previousStep, type CampStep } from '../model/camp-flow';
import { campSchedule, CampSummary } from './CampSummary';
import { ChildFields } from './ChildFields';

const STEP_LABELS: Record<CampStep, string> = { payment: 'お申し込み内容', card: 'カード情報', confirm: '確認' };
const COUNTS = Array.from({ length: CAMP_HEADCOUNT_MAX - CAMP_HEADCOUNT_MIN + 1 }, (_, i) => CAMP_HEADCOUNT_MIN + i);

/**
 * Spec §2, §4 camp payment: payment (head-count 1 to 10, each child, lump-sum card or bank transfer) → card →
 * confirm (event name, method, total including tax) → pay; a transfer submits from the payment step. Back links
 * on card and confirm. The card goes to the provider's script only; our server gets its single-use token.
 */
export function CampPaymentFlow({ token, application }: { token: string; application: CampApplicationForToken }) {
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  const plan = application.plan;
  const [step, setStep] = useState<CampStep>('payment');
  const [details, setDetails] = useState<CampPaymentStep | null>(null);
  const [cardToken, setCardToken] = useState<string | null>(null);
  const [typedCard, setTypedCard] = useState<TypedCard | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  const { control, handleSubmit, getValues } = useForm<CampPaymentStepInput, unknown, CampPaymentStep>({
    resolver: zodResolver(campPaymentStepSchema),
    defaultValues: { count: 1, method: 'bulk', children: [emptyChild()] },
    mode: 'onTouched',
  });
  const { fields, replace } = useFieldArray({ control, name: 'children' });
  const count = Number(useWatch({ control, name: 'count' }));
  const method = useWatch({ control, name: 'method' });
  const calc = useCampPlan(count);
  const total = calc.data?.plan.id === plan.id ? calc.data.calc.total : plan.price * count;

  useEffect(() => {
    top.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  const pay = async (request: CampPaymentStep, card: string | null) => {
    setFailure(null);
    setSending(true);
    try {
      const { data } = await payForCamp({ ...request, token, plan_id: plan.id, ...(card ? { card_token: card } : {}) });
      // The completion page summarises what was paid (issue 32); the mail says the same should the page be reloaded.
      navigate(completeHref(token, request.method), { state: { result: data } });
    } catch (error) {
      const message = paymentFailureMessage(error);
      setFailure(message);
      showError(message);
      // A refused card token is spent: the parent enters the card again.
      if (request.method === 'bulk') setCardToken(null);
    } finally {
      setSending(false);
    }
  };

  const next = handleSubmit(async (values) => {
    setDetails(values);
    if (values.method === 'bank') return pay(values, null);
    setFailure(null);
    setStep('card');
  });

  const stepper = method === 'bulk' && (
    <Stepper activeStep={(['payment', 'card', 'confirm'] as const).indexOf(step)} alternativeLabel sx={{ '& .MuiStepLabel-label': { fontSize: '0.8125rem' } }}>
      {(['payment', 'card', 'confirm'] as const).map((s) => (
        <Step key={s}>
          <StepLabel>{STEP_LABELS[s]}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={() => setStep(previousStep(step))} disabled={sending} sx={{ justifySelf: 'start' }}>
      戻る
    </Button>
  );
  const alert = failure && (
    <Alert severity="error" role="alert">
      {failure}
    </Alert>
  );

  if (step === 'card') {
    return (
      <Box ref={top} sx={{ display: 'grid', gap: 3, scrollMarginTop: 80 }}>
        {stepper}
        {back}
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.0625rem' }}>
          カード情報の入力（一括払い）
        </Typography>
        {alert}
        <NewCardForm
          submitLabel="確認へ進む"
          disabled={sending}
          onSubmit={async (choice, typed) => {
            if (choice && 'token' in choice) {
              setCardToken(choice.token);
              setTypedCard(typed ?? null);
              setFailure(null);
              setStep('confirm');
            }
          }}
        />
      </Box>
    );
  }

  if (step === 'confirm' && details && cardToken) {
    return (
      <Box ref={top} sx={{ display: 'grid', gap: 3, scrollMarginTop: 80 }}>
        {stepper}
        {back}
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.0625rem' }}>
          お申し込み内容の確認
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9em 1fr' }, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
          <Row label="イベント">{plan.name}</Row>
          <Row label="日時">{campSchedule(plan)}</Row>
          <Row label="会場">{plan.venue}</Row>
          <Row label="お支払い方法">{CAMP_METHOD_LABELS.bulk}</Row>
          {typedCard && <Row label="カード">{[typedCard.brand, `•••• ${typedCard.last4}`].filter(Boolean).join(' ')}</Row>}
          <Row label="参加人数">{details.count}名</Row>
          <Row label="お子さま">
            {details.children.map((child, i) => (
              <Box key={i}>
                {child.name}（{CAMP_GRADE_LABELS[child.grade]}）
              </Box>
            ))}
          </Row>
          <Row label="合計（税込）" strong>
            {formatYen(plan.price * details.count)}
          </Row>
          <Row label="キャンセル料">
            <Box component="ul" data-testid="camp-cancellation-fees" sx={{ m: 0, pl: 2.25, display: 'grid', gap: 0.25, fontSize: '0.875rem' }}>
              {campCancellationLines().map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </Row>
        </Box>
        {alert}
        <Button variant="contained" size="large" loading={sending} disabled={sending} onClick={() => void pay(details, cardToken)} sx={{ py: 1.5, width: { xs: '100%', sm: 280 }, justifySelf: 'center' }}>
          支払う
        </Button>
      </Box>
    );
  }

  return (
    <Box ref={top} component="form" noValidate onSubmit={next} aria-busy={sending} aria-label="お申し込み内容" sx={{ display: 'grid', gap: 3, scrollMarginTop: 80 }}>
      {stepper}
      <CampSummary plan={plan} />
      <Controller
        control={control}
        name="count"
        render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
          <TextField
            {...field}
            select
            id="camp-count"
            inputRef={ref}
            label="参加人数"
            value={value}
            disabled={sending}
            onChange={(event) => {
              const next = Number(event.target.value);
              onChange(next);
              replace(childrenFor(next, getValues('children')));
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? `残り${plan.seats_left}名分の席があります。`}
            sx={{ maxWidth: { sm: 240 } }}
          >
            {COUNTS.map((n) => (
              <MenuItem key={n} value={n}>
                {n}名
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {fields.map((item, index) => (
        <ChildFields key={item.id} control={control} index={index} gradeFrom={plan.grade_from} gradeTo={plan.grade_to} disabled={sending} />
      ))}

      <Controller
        control={control}
        name="method"
        render={({ field }) => (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 800, mb: 1 }}>
              お支払い方法
            </Typography>
            <RadioGroup {...field} sx={{ gap: 1 }}>
              <MethodOption value="bulk" selected={field.value === 'bulk'} disabled={sending} title={CAMP_METHOD_LABELS.bulk} note="カード情報の入力後、確認画面でお支払いを確定します。" />
              <MethodOption
                value="bank"
                selected={field.value === 'bank'}
                disabled={sending}
                title={CAMP_METHOD_LABELS.bank}
                note={`お振込先をメールでお送りします。お支払い期限は${formatDate(fromTokyo(plan.payment_due_date))}（イベント前日）です。`}
              />
            </RadioGroup>
          </Box>
        )}
      />

      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', borderTop: 1, borderColor: 'divider', pt: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>合計（税込）</Typography>
        <Typography aria-live="polite" sx={{ fontWeight: 800, fontSize: '1.375rem' }}>
          {formatYen(total)}
        </Typography>
      </Box>
      {alert}
      <Button type="submit" variant="contained" size="large" loading={sending} disabled={sending} sx={{ py: 1.5, width: { xs: '100%', sm: 280 }, justifySelf: 'center' }}>
        {method === 'bank' ? '銀行振込で申し込む' : 'カード情報の入力へ'}
      </Button>
    </Box>
  );
}

function MethodOption({ value, selected, disabled, title, note }: { value: string; selected: boolean; disabled: boolean; title: string; note: string }) {
  return (
    <FormControlLabel
      value={value}
      disabled={disabled}
      control={<Radio />}
      label={
        <Box component="span" sx={{ display: 'block', py: 0.5 }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {title}
          </Box>
          <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}>
            {note}
          </Box>
        </Box>
      }
      sx={{ border: 1, borderColor: selected ? 'primary.main' : 'divider', borderRadius: 2, m: 0, px: 1, alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.25 } }}
    />
  );
}

function Row({ label, strong = false, children }: { label: string; strong?: boolean; children: React.ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ bgcolor: 'grey.50', px: 2, pt: 1.25, pb: { xs: 0.25, sm: 1.25 }, fontWeight: 700, fontSize: '0.875rem', borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
        {label}
      </Box>
      {/* The line's colour goes with its width: a responsive `borderTop` alone resets it to the text colour. */}
      <Box
        component="dd"
        sx={(theme) => ({ m: 0, px: 2, pt: { xs: 0.25, sm: 1.25 }, pb: 1.25, borderTop: { xs: 0, sm: `1px solid ${theme.palette.divider}` }, fontWeight: strong ? 800 : 400, fontSize: strong ? '1.125rem' : '0.9375rem', '&:nth-of-type(1)': { borderTop: 0 } })}
      >
        {children}
      </Box>
    </>
  );
}
