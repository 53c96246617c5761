import { PaymentMessages } from '@coaching/contracts';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { verifyCoupon } from '../api/catalogue';

interface CouponFieldProps {
  planId: number;
  /** The coupon in use (from the address), shown as applied. */
  applied: { code: string; name?: string } | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** Spec §2/§8: a coupon code, checked with GET /api/coupons/{code}; a valid one recalculates the breakdown. */
export function CouponField({ planId, applied, onApply, onRemove, disabled = false }: CouponFieldProps) {
  const { showSuccess, showError } = useSnackbar();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setError(PaymentMessages.couponInvalid);
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const answer = await verifyCoupon(typed, planId);
      showSuccess(PaymentMessages.couponVerified);
      setCode('');
      onApply(answer.data.code);
    } catch {
      // Spec §8: one message for every refusal, whatever the reason.
      setError(PaymentMessages.couponInvalid);
      showError(PaymentMessages.couponInvalid);
    } finally {
      setChecking(false);
    }
  };

  if (applied) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip icon={<LocalOfferOutlinedIcon />} color="secondary" variant="outlined" label={applied.name ? `${applied.name}（${applied.code}）` : applied.code} />
        <Button size="small" onClick={onRemove} disabled={disabled}>
          クーポンを外す
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="クーポンコード" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        id="coupon-code"
        label="クーポンコード"
        size="small"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
        disabled={checking || disabled}
        error={Boolean(error)}
        helperText={error ?? undefined}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 50, spellCheck: false, autoCapitalize: 'characters' } }}
      />
      <Button type="submit" variant="outlined" loading={checking} disabled={disabled} sx={{ flexShrink: 0, height: 40 }}>
        適用する
      </Button>
    </Box>
  );
}
