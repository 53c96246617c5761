import { IdentityMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, resetPasswordRequestSchema, type ResetPasswordRequest } from '@coaching/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useResetPassword } from '../api/reset-password';
import { describePasswordFailure } from '../auth-failure';
import { PasswordField } from './PasswordField';
import { EmailField } from '../../../components/form/EmailField';

type ResetField = 'email' | 'password' | 'password_confirmation';
const RESET_FIELDS: readonly ResetField[] = ['email', 'password', 'password_confirmation'];

interface PasswordResetFormProps {
  token: string;
  email: string;
  onDone: () => void;
}

/** Spec §2 /password/reset: e-mail, password and confirmation for the mailed token; mismatch and failure are alerts (§5, §8). */
export function PasswordResetForm({ token, email, onDone }: PasswordResetFormProps) {
  const { trigger, isMutating } = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    // The token is not a field: it rides along in the form values.
    defaultValues: { email, token, password: '', password_confirmation: '' },
  });

  // Spec §5/§8 'alerts': an MUI alert in the form (no native dialog).
  const [alert, setAlert] = useState<string | null>(null);

  const onValid = async (values: ResetPasswordRequest) => {
    setAlert(null);
    try {
      await trigger(values);
    } catch (error) {
      const failure = describePasswordFailure(error, RESET_FIELDS);
      const fields = Object.entries(failure.fieldErrors) as [ResetField, string][];
      fields.forEach(([field, message]) => setError(field, { type: 'server', message }));
      setAlert(failure.message);
      return;
    }
    onDone();
  };

  const onInvalid = (invalid: FieldErrors<ResetPasswordRequest>) => {
    if (invalid.password_confirmation?.message === IdentityMessages.passwordsDiffer) setAlert(IdentityMessages.passwordsDiffer);
    else if (invalid.token?.message) setAlert(IdentityMessages.error);
  };

  const field = (name: ResetField) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `reset-${name}`, error: Boolean(errors[name]) };
  };

  const busy = isMutating || isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-busy={busy} sx={{ display: 'grid', gap: 2.5 }}>
      <EmailField {...field('email')} autoComplete="username" helperText={errors.email?.message} />
      <PasswordField
        {...field('password')}
        label="新しいパスワード"
        required
        autoComplete="new-password"
        helperText={errors.password?.message ?? `${PASSWORD_MIN_LENGTH}文字以上${PASSWORD_MAX_LENGTH}文字以内で入力してください。`}
      />
      <PasswordField
        {...field('password_confirmation')}
        label="新しいパスワード（確認）"
        required
        autoComplete="new-password"
        helperText={errors.password_confirmation?.message}
      />
      {alert && (
        <Alert severity="error" variant="outlined" sx={{ fontWeight: 700 }}>
          {alert}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ py: 1.5 }}>
        パスワードを再設定する
      </Button>
    </Box>
  );
}
