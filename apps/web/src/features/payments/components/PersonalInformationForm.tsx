import { GENDER_LABELS, GENDERS, PersonalInformationMessages, personalInformationSchema, type PersonalInformation } from '@coaching/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { AppLink } from '../../../components/link/AppLink';
import { paths } from '../../../config/paths';
import { describeFailure } from '../../auth/auth-failure';
import { ApiError } from '../../../lib/http';
import { lookupPostalCode } from '../api/personal-information';
import { canProceed, INFORMATION_FIELDS, informationDefaults, needsGuardianConsent, type InformationField, type InformationFormValues } from '../model/information-form';
import { addressAfterLookup, lookupZipcode, PostalLookupMessages, type PostalAddress } from '../model/postal-address';

interface PersonalInformationFormProps {
  saved: PersonalInformation | null;
  /** /rule, or /fortnite-camp/rule for offline lessons (spec §2). */
  termsHref: string;
  submitLabel: string;
  /** Saves; throws to stay on the form (field errors of a 422 are shown beside their fields). */
  onSave: (values: PersonalInformation) => Promise<void>;
  onCancel?: () => void;
}

/** Spec §2 /payments/information: the student information form with every rule of §5. */
export function PersonalInformationForm({ saved, termsHref, submitLabel, onSave, onCancel }: PersonalInformationFormProps) {
  const schema = useMemo(() => personalInformationSchema(), []);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<InformationFormValues, unknown, PersonalInformation>({
    // The inputs hold text and booleans; the schema's declared input is looser (it also reads form posts).
    resolver: zodResolver(schema) as unknown as Resolver<InformationFormValues, unknown, PersonalInformation>,
    defaultValues: informationDefaults(saved),
  });
  const [diff, birthday, agree, privacy, zip, address] = useWatch({ control, name: ['diff', 'birthday', 'agree', 'privacy', 'zip_code', 'address'] });
  const minor = needsGuardianConsent(birthday);
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setServerMessage(null);
    try {
      await onSave(values);
    } catch (error) {
      const failure = describeFailure(error, INFORMATION_FIELDS, PersonalInformationMessages.saveFailed);
      const fields = Object.entries(failure.fieldErrors) as [InformationField, string][];
      fields.forEach(([field, message], index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      setServerMessage(failure.message);
    }
  });

  const text = (name: InformationField, label: string, extra: { autoComplete?: string; placeholder?: string; inputMode?: 'numeric' | 'tel'; helper?: string; maxLength?: number; shrink?: boolean } = {}): TextFieldProps => {
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      inputRef: ref,
      id: `info-${name}`,
      label,
      required: true,
      disabled: isSubmitting,
      error: Boolean(errors[name]),
      helperText: errors[name]?.message ?? extra.helper,
      autoComplete: extra.autoComplete,
      placeholder: extra.placeholder,
      slotProps: { htmlInput: { inputMode: extra.inputMode, maxLength: extra.maxLength ?? 50 }, ...(extra.shrink ? { inputLabel: { shrink: true } } : {}) },
    };
  };

  const dateField = (name: 'birthday' | 'parent_birthday', label: string): TextFieldProps => {
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      inputRef: ref,
      id: `info-${name}`,
      label,
      type: 'date',
      required: true,
      disabled: isSubmitting,
      error: Boolean(errors[name]),
      helperText: errors[name]?.message,
      autoComplete: name === 'birthday' ? 'bday' : 'off',
      slotProps: { inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2100-12-31' } },
    };
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={isSubmitting} sx={{ display: 'grid', gap: 4 }}>
      <FormSection title="受講者情報">
        <Pair>
          <TextField {...text('last_name', '姓', { autoComplete: 'family-name', placeholder: '例）山田' })} />
          <TextField {...text('first_name', '名', { autoComplete: 'given-name', placeholder: '例）太郎' })} />
        </Pair>
        <Pair>
          <TextField {...text('last_name_kana', 'セイ（全角カタカナ）', { placeholder: '例）ヤマダ' })} />
          <TextField {...text('first_name_kana', 'メイ（全角カタカナ）', { placeholder: '例）タロウ' })} />
        </Pair>
        <Pair>
          <TextField {...text('phone_number', '電話番号', { autoComplete: 'tel', inputMode: 'tel', placeholder: '例）090-1234-5678', maxLength: 20 })} type="tel" />
          <TextField {...dateField('birthday', '生年月日')} />
        </Pair>
        <GenderField control={control} name="gender" label="性別" disabled={isSubmitting} />
        <AddressFields
          zip={zip}
          zipField={text('zip_code', '郵便番号', { autoComplete: 'postal-code', inputMode: 'numeric', placeholder: '例）100-0005', maxLength: 8 })}
          // The lookup writes the address without an input event: the label is told the field is filled.
          addressField={text('address', '住所', { autoComplete: 'street-address', placeholder: '例）東京都千代田区丸の内1-1-1 〇〇マンション101', maxLength: 255, shrink: Boolean(address) })}
          currentAddress={() => getValues('address')}
          setAddress={(address) => setValue('address', address, { shouldValidate: Boolean(errors.address), shouldDirty: true })}
        />
      </FormSection>

      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormControlLabel
          control={<BoxControl control={control} name="diff" disabled={isSubmitting} />}
          label="ご購入者（保護者の方など）が受講者と異なる"
        />
        <Collapse in={diff} unmountOnExit>
          <FormSection title="ご購入者（保護者）情報">
            <Pair>
              <TextField {...text('parent_last_name', 'ご購入者の姓', { placeholder: '例）山田' })} />
              <TextField {...text('parent_first_name', 'ご購入者の名', { placeholder: '例）花子' })} />
            </Pair>
            <Pair>
              <TextField {...text('parent_last_name_kana', 'ご購入者のセイ（全角カタカナ）', { placeholder: '例）ヤマダ' })} />
              <TextField {...text('parent_first_name_kana', 'ご購入者のメイ（全角カタカナ）', { placeholder: '例）ハナコ' })} />
            </Pair>
            <Pair>
              <TextField {...dateField('parent_birthday', 'ご購入者の生年月日')} />
              <Box />
            </Pair>
            <GenderField control={control} name="parent_gender" label="ご購入者の性別" disabled={isSubmitting} />
          </FormSection>
        </Collapse>
      </Box>

      {minor && (
        <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>未成年の方のお申し込みには、保護者の方の同意が必要です。</Typography>
          <FormControl error={Boolean(errors.guardian_consent)}>
            <FormControlLabel control={<BoxControl control={control} name="guardian_consent" disabled={isSubmitting} />} label="保護者の同意を得ています" />
            {errors.guardian_consent && <FormHelperText sx={{ mx: 0 }}>{errors.guardian_consent.message}</FormHelperText>}
          </FormControl>
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 0.5, p: 2, borderRadius: 2, bgcolor: 'background.default' }}>
        <FormControlLabel
          control={<BoxControl control={control} name="agree" disabled={isSubmitting} />}
          label={
            <>
              <AppLink href={termsHref} newTab>
                利用規約
              </AppLink>
              に同意する
            </>
          }
        />
        <FormControlLabel
          control={<BoxControl control={control} name="privacy" disabled={isSubmitting} />}
          label={
            <>
              <AppLink href={paths.privacy} newTab>
                プライバシーポリシー
              </AppLink>
              に同意する
            </>
          }
        />
        {!canProceed({ agree, privacy }) && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            利用規約とプライバシーポリシーの両方に同意すると、次へ進めます。
          </Typography>
        )}
      </Box>

      {serverMessage && (
        <Alert severity="error" role="alert">
          {serverMessage}
        </Alert>
      )}

      <Box sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column-reverse', sm: 'row' } }}>
        {onCancel && (
          <Button variant="outlined" size="large" onClick={onCancel} disabled={isSubmitting} sx={{ py: 1.5, minWidth: 160 }}>
            キャンセル
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" loading={isSubmitting} disabled={!canProceed({ agree, privacy })} sx={{ py: 1.5, minWidth: { sm: 240 } }}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

type InfoControl = Control<InformationFormValues, unknown, PersonalInformation>;

/** A checkbox bound to a boolean of the form. */
function BoxControl({ control, name, disabled }: { control: InfoControl; name: 'diff' | 'guardian_consent' | 'agree' | 'privacy'; disabled: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox name={field.name} checked={field.value} onChange={(_e, checked) => field.onChange(checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} disabled={disabled} />
      )}
    />
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2.25 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.0625rem', mb: 2.25, pb: 1, borderBottom: 1, borderColor: 'divider', width: '100%' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Pair({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>;
}

function GenderField({ control, name, label, disabled }: { control: InfoControl; name: 'gender' | 'parent_gender'; label: string; disabled: boolean }) {
  const labelId = `info-${name}-label`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} required disabled={disabled}>
          <FormLabel id={labelId} sx={{ fontWeight: 700, fontSize: '0.875rem' }}>
            {label}
          </FormLabel>
          <RadioGroup row aria-labelledby={labelId} name={field.name} value={field.value} onChange={(_e, value) => field.onChange(value)} onBlur={field.onBlur}>
            {GENDERS.map((gender) => (
              <FormControlLabel key={gender} value={gender} control={<Radio slotProps={{ input: { ref: gender === GENDERS[0] ? field.ref : undefined } }} />} label={GENDER_LABELS[gender]} />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

interface AddressFieldsProps {
  zip: string;
  zipField: TextFieldProps;
  addressField: TextFieldProps;
  currentAddress: () => string;
  setAddress: (address: string) => void;
}

/** Spec §5: a complete postal code looks the address up and fills it; the member's own typing is kept otherwise. */
function AddressFields({ zip, zipField, addressField, currentAddress, setAddress }: AddressFieldsProps) {
  const [notice, setNotice] = useState<{ message: string; tone: 'info' | 'warning' } | null>(null);
  const [choices, setChoices] = useState<PostalAddress[]>([]);
  const [looking, setLooking] = useState(false);
  const zipcode = lookupZipcode(zip ?? '');
  const lastLooked = useRef<string | null>(zipcode);
  // Latest callbacks, so the lookup runs only when the code changes.
  const current = useRef({ currentAddress, setAddress });
  current.current = { currentAddress, setAddress };

  useEffect(() => {
    if (!zipcode || zipcode === lastLooked.current) return;
    lastLooked.current = zipcode;
    const controller = new AbortController();
    setLooking(true);
    setChoices([]);
    lookupPostalCode(zipcode, controller.signal)
      .then((results) => {
        if (controller.signal.aborted) return;
        const outcome = addressAfterLookup(current.current.currentAddress(), results);
        current.current.setAddress(outcome.address);
        setChoices(outcome.choices);
        setNotice({ message: outcome.message, tone: results.length ? 'info' : 'warning' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setNotice({ message: error instanceof ApiError && error.status === 422 ? PersonalInformationMessages.zipInvalid : PostalLookupMessages.unavailable, tone: 'warning' });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLooking(false);
      });
    return () => {
      controller.abort();
      // An aborted lookup may be asked again for the same code.
      lastLooked.current = null;
    };
  }, [zipcode]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
        <TextField {...zipField} />
        <Box aria-live="polite" sx={{ pt: { sm: 1 }, fontSize: '0.8125rem', color: notice?.tone === 'warning' ? 'warning.dark' : 'text.secondary' }}>
          {looking ? '住所を検索しています…' : (notice?.message ?? '郵便番号を入力すると、住所が自動で入力されます。')}
        </Box>
      </Box>
      {choices.length > 1 && (
        <Box role="group" aria-label="該当する住所" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {choices.map((choice) => (
            <Button key={choice.address} size="small" variant="outlined" onClick={() => current.current.setAddress(choice.address)}>
              {choice.address}
            </Button>
          ))}
        </Box>
      )}
      <TextField {...addressField} />
    </Box>
  );
}
