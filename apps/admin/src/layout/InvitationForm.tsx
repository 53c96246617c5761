import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { operatorAcceptInvitationSchema } from '@coaching/contracts';
import { useTranslate } from 'react-admin';
import { FormSubmitButton } from './FormSubmitButton';
import { ADMIN_API_URL, fetchSession, getCsrfToken, httpClient } from '../providers/http';

type Field = 'password' | 'password_confirmation';

/**
 * The mailed invitation (or password reset) link lands on the sign-in page with `?invitation=<token>`: the operator
 * chooses a password once, then signs in with it.
 */
export const InvitationForm = ({ token, onDone }: { token: string; onDone: (email: string) => void }) => {
  const translate = useTranslate();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field | 'token', string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = operatorAcceptInvitationSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      const errors: Partial<Record<Field | 'token', string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setError(null);
    setSubmitting(true);
    try {
      if (!getCsrfToken()) await fetchSession();
      const { json } = await httpClient(`${ADMIN_API_URL}/auth/invitation`, { method: 'POST', body: JSON.stringify(parsed.data) });
      onDone((json as { data: { email: string } }).data.email);
    } catch (e) {
      const body = (e as { body?: { errors?: Record<string, string[]> } }).body;
      setError(body?.errors?.token?.[0] ?? (e instanceof Error && e.message ? e.message : translate('app.invitation.failed')));
      setSubmitting(false);
    }
  };

  const field = (name: Field, label: string, autoFocus = false) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete="new-password"
      autoFocus={autoFocus}
      required
      value={values[name]}
      onChange={(e) => {
        setValues((current) => ({ ...current, [name]: e.target.value }));
        setFieldErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={!!fieldErrors[name]}
      helperText={fieldErrors[name] ?? (name === 'password' ? translate('app.invitation.hint') : undefined)}
      disabled={submitting}
      margin="normal"
    />
  );

  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 0.5 }}>
        {translate('app.invitation.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.invitation.lead')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        {field('password', translate('app.invitation.password'), true)}
        {field('password_confirmation', translate('app.invitation.confirmation'))}
        <FormSubmitButton submitting={submitting}>{translate('app.invitation.submit')}</FormSubmitButton>
      </Box>
    </>
  );
};
