import { CARD_HOLDER_NAME_MAX_LENGTH, SECURITY_CODE_MAX_DIGITS } from '@coaching/contracts';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Controller, useFormState, type Control } from 'react-hook-form';
import { expiryYearRules, type CardFormValues } from '../card/card-form';
import { cardBrand, expiryMonthInput, expiryYearInput, groupCardNumber, holderNameInput, normaliseCardNumber, securityCodeInput } from '../card/card-input';

interface CardFieldsProps {
  control: Control<CardFormValues>;
  disabled: boolean;
  /** Keeps ids unique when two forms could share a page. */
  idPrefix: string;
}

/**
 * The card inputs of spec §5. Each field keeps only what its rule allows as it is typed (digits only, at
 * most 16 / 2 / 4); a complete expiry month moves the focus to the year. Nothing is stored outside the form.
 */
export function CardFields({ control, disabled, idPrefix }: CardFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const yearInput = useRef<HTMLInputElement | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2.25 }}>
      <Controller
        control={control}
        name="cardno"
        render={({ field: { ref, onChange, value, ...field }, fieldState }) => {
          // The form keeps the digits; the field shows them in groups, with the brand they begin with (issue 32).
          const brand = cardBrand(value ?? '');
          return (
            <TextField
              {...field}
              value={groupCardNumber(value ?? '')}
              onChange={(event) => onChange(normaliseCardNumber(event.target.value))}
              inputRef={ref}
              id={id('cardno')}
              label="カード番号"
              required
              disabled={disabled}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'カードに記載の数字（スペースやハイフンは自動で取り除きます）'}
              autoComplete="cc-number"
              placeholder="例）4111 1111 1111 1111"
              // No maxLength: it would cut a number pasted with spaces or hyphens before they are stripped (onChange keeps 16 digits).
              slotProps={{
                htmlInput: { inputMode: 'numeric', spellCheck: false, 'aria-describedby': `${id('cardno')}-brand ${id('cardno')}-helper-text` },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Box component="span" id={`${id('cardno')}-brand`} data-testid="card-brand" aria-live="polite" sx={{ fontWeight: 800, fontSize: '0.8125rem', color: 'text.secondary', whiteSpace: 'nowrap' }}>
                        {brand ?? ''}
                      </Box>
                    </InputAdornment>
                  ),
                },
              }}
            />
          );
        }}
      />
      <Controller
        control={control}
        name="holdername"
        render={({ field: { ref, onChange, value, ...field }, fieldState }) => (
          <TextField
            {...field}
            value={value ?? ''}
            onChange={(event) => onChange(holderNameInput(event.target.value))}
            inputRef={ref}
            id={id('holdername')}
            label="カード名義"
            required
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'カードに記載のとおり半角英字で入力してください。'}
            autoComplete="cc-name"
            placeholder="例）TARO YAMADA"
            slotProps={{ htmlInput: { maxLength: CARD_HOLDER_NAME_MAX_LENGTH, spellCheck: false, autoCapitalize: 'characters' } }}
          />
        )}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700, fontSize: '0.875rem', mb: 1 }}>
          有効期限（月／年）
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto 1fr', sm: '120px auto 120px 1fr' }, alignItems: 'start', gap: 1 }}>
          <Controller
            control={control}
            name="expireMonth"
            render={({ field: { ref, onChange, value, ...field }, fieldState }) => (
              <TextField
                {...field}
                value={value ?? ''}
                onChange={(event) => {
                  const { value: month, jumpToYear } = expiryMonthInput(event.target.value, value ?? '');
                  onChange(month);
                  // At once, not through setFocus (it waits a tick): a digit typed meanwhile would hit the full month and be lost.
                  if (jumpToYear) yearInput.current?.focus();
                }}
                onBlur={(event) => {
                  // A lone '1' left behind means January. Read from the input: during the jump above, `value` is still the previous render's.
                  if (event.target.value === '1') onChange('01');
                  field.onBlur();
                }}
                inputRef={ref}
                id={id('expireMonth')}
                label="月"
                required
                disabled={disabled}
                error={Boolean(fieldState.error)}
                autoComplete="cc-exp-month"
                placeholder="MM"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2, 'aria-describedby': id('expire-help') } }}
              />
            )}
          />
          <Box aria-hidden sx={{ pt: 1.75, color: 'text.secondary', fontWeight: 700 }}>
            /
          </Box>
          <Controller
            control={control}
            name="expireYear"
            rules={expiryYearRules}
            render={({ field: { ref, onChange, value, ...field }, fieldState }) => (
              <TextField
                {...field}
                value={value ?? ''}
                onChange={(event) => onChange(expiryYearInput(event.target.value))}
                inputRef={(element: HTMLInputElement | null) => {
                  ref(element);
                  yearInput.current = element;
                }}
                id={id('expireYear')}
                label="年"
                required
                disabled={disabled}
                error={Boolean(fieldState.error)}
                autoComplete="cc-exp-year"
                placeholder="YY"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2, 'aria-describedby': id('expire-help') } }}
              />
            )}
          />
        </Box>
        <ExpiryHelp control={control} id={id('expire-help')} />
      </Box>
      <Controller
        control={control}
        name="securitycode"
        render={({ field: { ref, onChange, value, ...field }, fieldState }) => (
          <TextField
            {...field}
            value={value ?? ''}
            onChange={(event) => onChange(securityCodeInput(event.target.value))}
            inputRef={ref}
            id={id('securitycode')}
            label="セキュリティコード"
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'カード裏面（一部のカードは表面）に記載の3〜4桁の数字です。'}
            autoComplete="cc-csc"
            sx={{ maxWidth: { sm: 260 } }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: SECURITY_CODE_MAX_DIGITS } }}
          />
        )}
      />
    </Box>
  );
}

/** One message for the month/year pair: the month's if any, else the year's. */
function ExpiryHelp({ control, id }: { control: Control<CardFormValues>; id: string }) {
  const { errors } = useFormState({ control, name: ['expireMonth', 'expireYear'] });
  const message = errors.expireMonth?.message ?? errors.expireYear?.message;
  return (
    <Typography id={id} variant="body2" sx={{ mt: 0.75, mx: 1.75, fontSize: '0.75rem', color: message ? 'error.main' : 'text.secondary' }}>
      {message ?? 'カードに記載の有効期限を「月／年」の順に2桁ずつ入力してください。'}
    </Typography>
  );
}
