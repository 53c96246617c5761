import { guardianRegisterRequestSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, registerRequestSchema } from '@coaching/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { AppLink } from '../../../components/link/AppLink';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { paths } from '../../../config/paths';
import type { TrialContext } from '../../../lib/context-cookies';
import { ME_ENDPOINT } from '../api/get-current-user';
import { registerGuardian, useRegister } from '../api/register';
import { describeRegisterFailure, type RegisterField } from '../auth-failure';
import { PasswordField } from './PasswordField';
import { EmailField } from '../../../components/form/EmailField';

interface RegisterValues {
  email: string;
  password: string;
  /** A guardian's name (issue 31): optional, shown to the linked child and in the invitation mails. */
  last_name?: string;
  first_name?: string;
}

const PASSWORD_RULE = `${PASSWORD_MIN_LENGTH}文字以上${PASSWORD_MAX_LENGTH}文字以内で入力してください。`;

/**
 * Spec §2 /regist by e-mail and password; success goes to /regist/sent (§4), a known address to /login (§8).
 * `kind="guardian"`: a guardian's own account (/guardians/register, issue 31), with the same rules.
 */
export function RegisterForm({ trialContext, kind = 'member' }: { trialContext: TrialContext; kind?: 'member' | 'guardian' }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { showError } = useSnackbar();
  const { trigger, isMutating } = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(kind === 'guardian' ? guardianRegisterRequestSchema : registerRequestSchema) as never,
    defaultValues: kind === 'guardian' ? { email: '', password: '', last_name: '', first_name: '' } : { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    let user;
    try {
      user =
        kind === 'guardian'
          ? await registerGuardian({ email: values.email, password: values.password, last_name: values.last_name, first_name: values.first_name })
          : await trigger({ ...trialContext, email: values.email, password: values.password });
    } catch (error) {
      const failure = describeRegisterFailure(error);
      showError(failure.message);
      if (failure.kind === 'email-taken') {
        navigate(paths.login, { state: { email: values.email } });
        return;
      }
      const fields = Object.entries(failure.fieldErrors) as [RegisterField, string][];
      fields.forEach(([field, message], index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      return;
    }
    // Signed in but not verified: the sent page and the member guard read this answer.
    await mutate(ME_ENDPOINT, user, { revalidate: false });
    navigate(paths.registerSent, { state: { email: user.email } });
  });

  const field = (name: keyof RegisterValues) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `register-${name}`, error: Boolean(errors[name]) };
  };

  const busy = isMutating || isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={busy} sx={{ display: 'grid', gap: 2.5 }}>
      {kind === 'guardian' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <TextField {...field('last_name')} label="姓（任意）" autoComplete="family-name" helperText={errors.last_name?.message} />
          <TextField {...field('first_name')} label="名（任意）" autoComplete="given-name" helperText={errors.first_name?.message ?? 'お子さまの画面とご案内メールに表示されます。'} />
        </Box>
      )}
      <EmailField
        {...field('email')}
        placeholder="例）taro@example.jp"
        helperText={errors.email?.message ?? '認証用のメールをこのアドレスにお送りします。'}
      />
      <PasswordField {...field('password')} label="パスワード" required autoComplete="new-password" helperText={errors.password?.message ?? PASSWORD_RULE} />

      <Typography variant="body2" color="text.secondary">
        登録すると、
        <AppLink href={paths.rule}>利用規約</AppLink>
        および
        <AppLink href={paths.privacy}>プライバシーポリシー</AppLink>
        に同意したものとみなされます。
      </Typography>

      <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ py: 1.5 }}>
        {kind === 'guardian' ? '保護者として登録する' : 'メールアドレスで登録する'}
      </Button>
    </Box>
  );
}
