import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { brand } from '@coaching/web-theme';
import { operatorLoginSchema } from '@coaching/contracts';
import { useCheckAuth, useLogin, useNavigate, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { LoginParams } from '../providers/authProvider';
import { BrandMark } from './BrandMark';
import { FormSubmitButton } from './FormSubmitButton';
import { InvitationForm } from './InvitationForm';

type FieldErrors = Partial<Record<keyof LoginParams, string>>;

/**
 * The operators' sign-in: the server's own message (wrong password, too many attempts) is shown in the card. With
 * `?invitation=<token>` (the mailed link) it first asks for the new password.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const location = useLocation();
  const [invitation, setInvitation] = useState(() => new URLSearchParams(location.search).get('invitation'));
  const [passwordSet, setPasswordSet] = useState(false);
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginParams>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Someone already signed in who lands here goes straight to the dashboard.
  // An invitation link is for setting a password, whoever is signed in on this browser.
  const [openedWithInvitation] = useState(invitation !== null);
  useEffect(() => {
    if (openedWithInvitation) return;
    checkAuth({}, false, undefined)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate, openedWithInvitation]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Same rules and messages as the API (libs/contracts).
    const parsed = operatorLoginSchema.safeParse(values);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof LoginParams;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setError(null);
    setSubmitting(true);
    try {
      await login(parsed.data);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : translate('ra.auth.sign_in_error'));
      setSubmitting(false);
    }
  };

  const change = (field: keyof LoginParams) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues(current => ({ ...current, [field]: event.target.value }));
    setFieldErrors(current => ({ ...current, [field]: undefined }));
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 2,
        background: `radial-gradient(circle at 20% 10%, #2a3566 0%, ${brand.navy} 55%)`,
        color: '#fff',
      }}
    >
      <Box component="h1" aria-label={translate('app.title')} sx={{ m: 0 }}>
        <BrandMark size="large" />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          {invitation ? (
            <InvitationForm
              token={invitation}
              onDone={(email) => {
                setValues({ email, password: '' });
                setPasswordSet(true);
                setInvitation(null);
                navigate('/login', { replace: true });
              }}
            />
          ) : (
          <>
          <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 0.5 }}>
            {translate('app.login.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.login.lead')}
          </Typography>
          {passwordSet && !error && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {translate('app.invitation.done')}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Box component="form" noValidate onSubmit={onSubmit}>
            <TextField
              label={translate('ra.auth.email')}
              type="email"
              name="email"
              autoComplete="username"
              autoFocus={!passwordSet}
              required
              value={values.email}
              onChange={change('email')}
              error={!!fieldErrors.email}
              helperText={fieldErrors.email}
              disabled={submitting}
              variant="outlined"
              margin="normal"
              size="medium"
            />
            <TextField
              label={translate('ra.auth.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              autoFocus={passwordSet}
              required
              value={values.password}
              onChange={change('password')}
              error={!!fieldErrors.password}
              helperText={fieldErrors.password}
              disabled={submitting}
              variant="outlined"
              margin="normal"
              size="medium"
            />
            <FormSubmitButton submitting={submitting}>{translate(submitting ? 'app.login.submitting' : 'app.login.submit')}</FormSubmitButton>
          </Box>
          </>
          )}
        </CardContent>
      </Card>
      <Typography variant="caption" sx={{ opacity: 0.6 }}>
        © {brand.name}
      </Typography>
    </Box>
  );
};
