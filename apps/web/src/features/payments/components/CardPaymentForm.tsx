import { CardMessages, cardFormSchema, type CardForm } from '@coaching/contracts';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/http';
import { useCardProvider, useSavedCards } from '../api/cards';
import { cardFormOptions, emptyCard, type CardFormValues } from '../card/card-form';
import { CardTokenError, tokeniseCard } from '../card/card-token';
import { cardBrand } from '../card/card-input';
import { cardLimitReached, defaultCard, expiryLabel, maskedNumberLabel } from '../card/saved-cards';
import type { CardChoice } from '../model/purchase-flow';
import { CardFields } from './CardFields';
import { LOAD_FAILED, LoadFailed } from './LoadFailed';

interface CardPaymentFormProps {
  /** purchase: the saved default card may be chosen; register: a new card only (/payments/card). */
  mode: 'purchase' | 'register';
  submitLabel: string;
  /** Does the call; throws (after telling the member) to keep the form as it is. */
  onSubmit: (choice: CardChoice) => Promise<void>;
  /** The page is busy elsewhere (the order is still loading). */
  disabled?: boolean;
}

/** Spec §2/§4/§5 card form: the default card or a new card, tokenised in the browser, then the page's call. */
export function CardPaymentForm({ mode, submitLabel, onSubmit, disabled = false }: CardPaymentFormProps) {
  const cards = useSavedCards();
  if (mode === 'register') return <NewCardForm submitLabel={submitLabel} onSubmit={onSubmit} disabled={disabled} resetAfterSubmit />;
  if (cards.error && !cards.data) return <LoadFailed message={errorMessage(cards.error, LOAD_FAILED)} onRetry={() => void cards.mutate()} />;
  if (!cards.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="カード情報を読み込み中" />
      </Box>
    );
  }
  return <PurchaseCardForm savedDefault={defaultCard(cards.data)} limitReached={cardLimitReached(cards.data)} submitLabel={submitLabel} onSubmit={onSubmit} disabled={disabled} />;
}

interface PurchaseCardFormProps {
  savedDefault: ReturnType<typeof defaultCard>;
  limitReached: boolean;
  submitLabel: string;
  onSubmit: (choice: CardChoice) => Promise<void>;
  disabled: boolean;
}

/** Spec §4: the default card may be used, or a new card; the new-card form is hidden at the 5-card limit. */
function PurchaseCardForm({ savedDefault, limitReached, submitLabel, onSubmit, disabled }: PurchaseCardFormProps) {
  const [choice, setChoice] = useState<'default' | 'new'>(savedDefault ? 'default' : 'new');
  const [sending, setSending] = useState(false);
  const groupLabel = useId();

  if (!savedDefault) return <NewCardForm submitLabel={submitLabel} onSubmit={onSubmit} disabled={disabled} />;

  const payWithDefault = async () => {
    setSending(true);
    try {
      await onSubmit({ defaultCard: true });
    } catch {
      // The page has told the member; the form stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography id={groupLabel} sx={{ fontWeight: 700 }}>
        お支払いに使うカード
      </Typography>
      <RadioGroup aria-labelledby={groupLabel} value={choice} onChange={(_e, value) => setChoice(value as 'default' | 'new')} sx={{ gap: 1 }}>
        <FormControlLabel
          value="default"
          disabled={sending || disabled}
          control={<Radio />}
          label={
            <Box component="span" sx={{ display: 'block' }}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                登録済みのカード（デフォルト）
              </Box>
              <Box component="span" sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}>
                {maskedNumberLabel(savedDefault.card_no)} ・ {savedDefault.holder_name} ・ 有効期限 {expiryLabel(savedDefault.expire)}
              </Box>
            </Box>
          }
          sx={{ border: 1, borderColor: choice === 'default' ? 'primary.main' : 'divider', borderRadius: 2, m: 0, px: 1, py: 0.75 }}
        />
        {!limitReached && (
          <FormControlLabel
            value="new"
            disabled={sending || disabled}
            control={<Radio />}
            label={<Box sx={{ fontWeight: 700 }}>新しいカードを使う</Box>}
            sx={{ border: 1, borderColor: choice === 'new' ? 'primary.main' : 'divider', borderRadius: 2, m: 0, px: 1, py: 0.75 }}
          />
        )}
      </RadioGroup>
      {limitReached && <Alert severity="warning">{CardMessages.limitReached} 新しいカードを使うには、登録済みのカードを削除してください。</Alert>}
      {choice === 'new' && !limitReached ? (
        <NewCardForm submitLabel={submitLabel} onSubmit={onSubmit} disabled={disabled} note="新しいカードは登録され、お支払いが完了すると今後のお支払いのデフォルトカードになります。" />
      ) : (
        <SubmitButton label={submitLabel} busy={sending} disabled={disabled} onClick={() => void payWithDefault()} />
      )}
    </Box>
  );
}

/** What the form may show of the card just typed once it is a token: its brand and last four digits, never more. */
export interface TypedCard {
  brand: string | null;
  last4: string;
}

export interface NewCardFormProps {
  submitLabel: string;
  onSubmit: (choice: CardChoice, typed?: TypedCard) => Promise<void>;
  disabled: boolean;
  note?: string;
  /** Empties the fields after a successful call (the card page stays open). */
  resetAfterSubmit?: boolean;
}

export function NewCardForm({ submitLabel, onSubmit, disabled, note, resetAfterSubmit = false }: NewCardFormProps) {
  const provider = useCardProvider();
  const idPrefix = useId().replace(/:/g, '');
  const [tokenError, setTokenError] = useState<string | null>(null);
  // "This month" is when the form opened; a form left open over a month end still compares sensibly.
  const schema = useMemo(() => cardFormSchema(), []);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<CardFormValues, unknown, CardForm>(cardFormOptions(schema));

  const submit = handleSubmit(async (card) => {
    setTokenError(null);
    if (!provider.data) return;
    let token: string;
    try {
      token = await tokeniseCard(provider.data, card);
    } catch (error) {
      // Only our own message is shown: an unexpected error could carry details we never display.
      setTokenError(error instanceof CardTokenError ? error.message : CardMessages.saveFailed);
      return;
    }
    try {
      const number = card.cardno.replace(/\D/g, '');
      await onSubmit({ token }, { brand: cardBrand(number), last4: number.slice(-4) });
    } catch {
      return;
    }
    if (resetAfterSubmit) reset(emptyCard);
  });

  const busy = isSubmitting || disabled;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={isSubmitting} aria-label="カード情報" sx={{ display: 'grid', gap: 2.5 }}>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      <CardFields control={control} disabled={isSubmitting} idPrefix={`card${idPrefix}`} />
      {Boolean(provider.error) && !provider.data && <LoadFailed message={errorMessage(provider.error, LOAD_FAILED)} onRetry={() => void provider.mutate()} />}
      {tokenError && (
        <Alert severity="error" role="alert">
          {tokenError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: '0.8125rem' }}>
        <LockOutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
        カード情報は決済代行会社へ直接送信され、当スクールのサーバーには保存されません。
      </Box>
      <SubmitButton label={submitLabel} busy={isSubmitting} disabled={busy || !provider.data} type="submit" />
    </Box>
  );
}

function SubmitButton({ label, busy, disabled, onClick, type = 'button' }: { label: string; busy: boolean; disabled: boolean; onClick?: () => void; type?: 'button' | 'submit' }) {
  return (
    <Button type={type} variant="contained" size="large" loading={busy} disabled={disabled} onClick={onClick} sx={{ py: 1.5, width: { xs: '100%', sm: 280 }, justifySelf: { sm: 'start' } }}>
      {label}
    </Button>
  );
}
