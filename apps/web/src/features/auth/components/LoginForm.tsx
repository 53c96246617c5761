import { loginRequestSchema } from '@coaching/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { AppLink } from '../../../components/link/AppLink';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { paths } from '../../../config/paths';
import { clearLoginContext, getBeforeLoginPath, type TrialContext } from '../../../lib/context-cookies';
import { ME_ENDPOINT } from '../api/get-current-user';
import { useLogin } from '../api/login';
import { resendVerification } from '../api/resend-verification';
import { loginFailureMessage } from '../auth-failure';
import { decideLoginOutcome } from '../login-outcome';
import { PasswordField } from './PasswordField';
import { EmailField } from '../../../components/form/EmailField';

interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  trialContext: TrialContext;
  /** Pre-filled address (sent here from sign-up with an address already registered). */
  initialEmail?: string;
  /** Told when a sign-in starts and when it failed, so the page does not redirect a member meanwhile. */
  onSigningIn: (signingIn: boolean) => void;
}

const emptyLogin: LoginValues = { email: '', password: '' };

/** Spec §2 /login: e-mail and password; §4 decides where a successful sign-in goes. */
export function LoginForm({ trialContext, initialEmail, onSigningIn }: LoginFormProps) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { showError, dismiss } = useSnackbar();
  const { trigger, isMutating } = useLogin();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginRequestSchema), defaultValues: { ...emptyLogin, email: initialEmail ?? '' } });

  const onSubmit = handleSubmit(async (values) => {
    onSigningIn(true);
    let user;
    try {
      user = await trigger({ ...trialContext, email: values.email, password: values.password });
    } catch (error) {
      // Spec §8: toast and an empty form.
      reset(emptyLogin);
      showError(loginFailureMessage(error));
      onSigningIn(false);
      setFocus('email');
      return;
    }

    const outcome = decideLoginOutcome(user, { from: trialContext.from, beforeLoginPath: getBeforeLoginPath() });
    clearLoginContext();
    // 「…ログインして下さい」 (after the verification link) is done with: it must not follow the member to /mypage.
    dismiss();
    // The guard of the next page must see the member at once, not the "signed out" answer cached on this page.
    await mutate(ME_ENDPOINT, user, { revalidate: false });

    switch (outcome.kind) {
      case 'trial-reservation':
        window.location.assign(outcome.url);
        return;
      case 'member':
        navigate(outcome.to, { replace: true });
        return;
      case 'verify-email':
        try {
          await resendVerification();
        } catch {
          // Throttled or failed: /regist/sent offers the resend button.
        }
        navigate(paths.registerSent, { state: { email: outcome.email } });
    }
  });

  const field = (name: keyof LoginValues) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `login-${name}`, error: Boolean(errors[name]), helperText: errors[name]?.message };
  };

  const busy = isMutating || isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={busy} sx={{ display: 'grid', gap: 2.5 }}>
      <EmailField {...field('email')} />
      <Box>
        <PasswordField {...field('password')} label="パスワード" required autoComplete="current-password" />
        <Box sx={{ mt: 1, textAlign: 'right' }}>
          <AppLink href={paths.passwordRemind} variant="body2">
            パスワードをお忘れの方
          </AppLink>
        </Box>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy} loadingPosition="start" startIcon={<LoginIcon />} sx={{ py: 1.5 }}>
        ログイン
      </Button>
    </Box>
  );
}
