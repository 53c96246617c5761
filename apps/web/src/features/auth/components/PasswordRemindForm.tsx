import { IdentityMessages, passwordRemindFormSchema } from '@coaching/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { ApiError } from '../../../lib/http';
import { useForgotPassword } from '../api/forgot-password';
import { EmailField } from '../../../components/form/EmailField';

interface RemindValues {
  email: string;
  email_confirmation: string;
}

const emptyRemind: RemindValues = { email: '', email_confirmation: '' };

/** Spec §2 /password/remind: the address twice, then 'next'; §5/§8 toasts. */
export function PasswordRemindForm() {
  const { showSuccess, showError } = useSnackbar();
  const { trigger, isMutating } = useForgotPassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RemindValues>({ resolver: zodResolver(passwordRemindFormSchema), defaultValues: emptyRemind });

  const onValid = async (values: RemindValues) => {
    try {
      await trigger(values.email);
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fieldError('email') : undefined;
      if (fieldMessage) setError('email', { type: 'server', message: fieldMessage }, { shouldFocus: true });
      showError(IdentityMessages.error);
      return;
    }
    reset(emptyRemind);
    // The same answer whether or not the address is registered, so nobody can probe for members.
    showSuccess(IdentityMessages.resetMailSent);
  };

  // Spec §5: two different addresses are reported by an error toast (and under the field).
  const onInvalid = (invalid: FieldErrors<RemindValues>) => {
    if (invalid.email_confirmation?.message === IdentityMessages.emailsDiffer) showError(IdentityMessages.emailsDiffer);
  };

  const field = (name: keyof RemindValues) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `remind-${name}`, error: Boolean(errors[name]), helperText: errors[name]?.message };
  };

  const busy = isMutating || isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-busy={busy} sx={{ display: 'grid', gap: 2.5 }}>
      <EmailField {...field('email')} />
      <TextField
        {...field('email_confirmation')}
        label="メールアドレス（確認）"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy} loadingPosition="end" endIcon={<ArrowForwardIcon />} sx={{ py: 1.5 }}>
        次へ
      </Button>
    </Box>
  );
}
