import { campApplicantSchema, CampMessages, type CampApplicantRequest } from '@coaching/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { EmailField } from '../../../components/form/EmailField';
import { AppLink } from '../../../components/link/AppLink';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/http';
import { applyForCamp } from '../api/camp';
import { applicationFailureMessage } from '../model/camp-flow';

type Field = 'name' | 'kana' | 'email' | 'phone_number';
const CONSENTS = [
  { name: 'agree_rule', href: paths.campRule, label: '参加規約' },
  { name: 'agree_privacy', href: paths.privacy, label: 'プライバシーポリシー' },
  { name: 'agree_ebizrule', href: paths.campEbizRule, label: '特定商取引法に基づく表記' },
] as const;

const empty = { name: '', kana: '', email: '', phone_number: '', agree_rule: false, agree_privacy: false, agree_ebizrule: false };

/**
 * Spec §2 camp profile: name, kana, e-mail, phone and the three consents; 'next' stays disabled until all three
 * are ticked, and while sending. Success: the application URL was sent to the address typed in.
 */
export function CampProfileForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CampApplicantRequest>({ resolver: zodResolver(campApplicantSchema), defaultValues: empty });
  const consents = useWatch({ control, name: ['agree_rule', 'agree_privacy', 'agree_ebizrule'] });
  const allAgreed = consents.every((value) => value === true);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await applyForCamp(values);
      setSentTo(String(values.email));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of ['name', 'kana', 'email', 'phone_number'] as const) {
          const message = error.fieldError(field);
          if (message) setError(field, { type: 'server', message });
        }
      }
      setFailure(applicationFailureMessage(error));
    }
  });

  if (sentTo) {
    return (
      <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
        <Typography sx={{ fontWeight: 700 }}>{CampMessages.applied}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          送信先：{sentTo}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          メールに記載のURLから、参加人数とお子さまの情報の入力、お支払いへお進みください。メールが届かない場合は、迷惑メールフォルダもご確認ください。
        </Typography>
      </Alert>
    );
  }

  const field = (name: Field) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `camp-${name}`, error: Boolean(errors[name]), disabled: isSubmitting };
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting} aria-label="保護者さまの情報" sx={{ display: 'grid', gap: 2.5 }}>
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.0625rem' }}>
        保護者さまの情報
      </Typography>
      <TextField {...field('name')} label="お名前" required autoComplete="name" placeholder="例）山田 花子" helperText={errors.name?.message} />
      <TextField {...field('kana')} label="氏名（ヨミ）" required placeholder="例）ヤマダ ハナコ" helperText={errors.kana?.message ?? '全角カタカナで入力してください。'} />
      <EmailField {...field('email')} placeholder="例）hanako@example.jp" helperText={errors.email?.message ?? '申し込み用のURLをこのアドレスにお送りします。'} />
      <TextField
        {...field('phone_number')}
        label="電話番号"
        required
        type="tel"
        autoComplete="tel"
        placeholder="例）090-1234-5678"
        helperText={errors.phone_number?.message ?? '当日つながる番号を入力してください。'}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />

      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700, fontSize: '0.875rem', px: 0.5 }}>
          同意事項（すべて必須）
        </Typography>
        {CONSENTS.map((consent) => (
          <Controller
            key={consent.name}
            control={control}
            name={consent.name}
            render={({ field: { value, onChange, ref, ...rest } }) => (
              <FormControlLabel
                sx={{ display: 'flex', alignItems: 'center', m: 0, py: 0.25 }}
                control={<Checkbox {...rest} slotProps={{ input: { ref } }} checked={value === true} onChange={(event) => onChange(event.target.checked)} disabled={isSubmitting} />}
                label={
                  <Typography component="span" sx={{ fontSize: '0.9375rem' }}>
                    <AppLink href={consent.href} newTab>
                      {consent.label}
                    </AppLink>
                    に同意する
                  </Typography>
                }
              />
            )}
          />
        ))}
      </Box>

      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}

      <Button type="submit" variant="contained" size="large" loading={isSubmitting} disabled={!allAgreed || isSubmitting} sx={{ py: 1.5, width: { xs: '100%', sm: 280 }, justifySelf: 'center' }}>
        次へ
      </Button>
    </Box>
  );
}
