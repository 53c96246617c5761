import { changePasswordRequestSchema, IdentityMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type ChangePasswordRequest } from '@coaching/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { AppLink } from '../../../components/link/AppLink';
import { paths } from '../../../config/paths';
import { useChangePassword } from '../api/change-password';
import { describePasswordFailure } from '../auth-failure';
import { PasswordField } from './PasswordField';

type ChangeField = keyof ChangePasswordRequest;
const CHANGE_FIELDS: readonly ChangeField[] = ['old_password', 'new_password', 'new_password_confirmation'];

/** Spec §2 /password/change: current, new and confirmation; mismatch and failure are alerts (§5, §8). */
export function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const { trigger, isMutating } = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { old_password: '', new_password: '', new_password_confirmation: '' },
  });

  // Spec §5/§8 'alerts': an MUI alert in the form (no native dialog).
  const [alert, setAlert] = useState<string | null>(null);

  const onValid = async (values: ChangePasswordRequest) => {
    setAlert(null);
    try {
      await trigger(values);
    } catch (error) {
      const failure = describePasswordFailure(error, CHANGE_FIELDS);
      const fields = Object.entries(failure.fieldErrors) as [ChangeField, string][];
      fields.forEach(([field, message]) => setError(field, { type: 'server', message }));
      setAlert(failure.message);
      return;
    }
    onDone();
  };

  const onInvalid = (invalid: FieldErrors<ChangePasswordRequest>) => {
    if (invalid.new_password_confirmation?.message === IdentityMessages.passwordsDiffer) setAlert(IdentityMessages.passwordsDiffer);
  };

  const field = (name: ChangeField) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `change-${name}`, error: Boolean(errors[name]) };
  };

  const busy = isMutating || isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-busy={busy} sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <PasswordField {...field('old_password')} label="現在のパスワード" required autoComplete="current-password" helperText={errors.old_password?.message} />
        <Box sx={{ mt: 1, textAlign: 'right' }}>
          <AppLink href={paths.passwordRemind} variant="body2">
            パスワードをお忘れの方はこちら
          </AppLink>
        </Box>
      </Box>
      <PasswordField
        {...field('new_password')}
        label="新しいパスワード"
        required
        autoComplete="new-password"
        helperText={errors.new_password?.message ?? `${PASSWORD_MIN_LENGTH}文字以上${PASSWORD_MAX_LENGTH}文字以内で入力してください。`}
      />
      <PasswordField
        {...field('new_password_confirmation')}
        label="新しいパスワード（確認）"
        required
        autoComplete="new-password"
        helperText={errors.new_password_confirmation?.message}
      />
      {alert && (
        <Alert severity="error" variant="outlined" sx={{ fontWeight: 700 }}>
          {alert}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-start' } }}>
        <Button type="submit" variant="contained" size="large" loading={busy} sx={{ py: 1.5, width: { xs: '100%', sm: 240 } }}>
          変更する
        </Button>
      </Box>
    </Box>
  );
}
