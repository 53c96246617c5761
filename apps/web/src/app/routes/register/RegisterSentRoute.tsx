import { emailOnlySchema, IdentityMessages, trialStartPath } from '@coaching/contracts';
import { brand } from '@coaching/web-theme';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/link/AppLink';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { memberPaths, paths } from '../../../config/paths';
import { isVerifiedMember, useCurrentUser } from '../../../features/auth/api/get-current-user';
import { useResendVerification } from '../../../features/auth/api/resend-verification';
import { AuthCard } from '../../../features/auth/components/AuthCard';
import { emailFromState } from '../../../features/auth/location-state';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';

const tips = [
  '迷惑メールフォルダに振り分けられていないかご確認ください。',
  'ドメイン指定受信をご利用の場合は、当サイトからのメールを受信できるよう設定してください。',
  '数分待っても届かない場合は、下のボタンから再送できます。',
] as const;

/** Spec §2 /regist/sent (state: email): the verification mail is on its way; resend; a verified member goes to /mypage. */
export function RegisterSentRoute() {
  usePageTitle('メールを送信しました');
  const { state } = useLocation();
  const { me } = useCurrentUser();
  const { showSuccess, showError } = useSnackbar();
  const { trigger, isMutating } = useResendVerification();
  const [typedEmail, setTypedEmail] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();

  // Verified meanwhile (in another tab or browser): on a trial's way in, back to it (issue 30).
  if (isVerifiedMember(me)) return <Navigate to={me?.trial_intent ? trialStartPath(me.trial_intent.game_id) : memberPaths.mypage} replace />;

  const knownEmail = emailFromState(state) ?? me?.email;

  const resend = async () => {
    let email = knownEmail;
    if (!email && !me) {
      // Opened without the address (a reload in another tab): ask for it.
      const parsed = emailOnlySchema.safeParse({ email: typedEmail });
      if (!parsed.success) {
        setTypedError(parsed.error.issues[0]?.message);
        return;
      }
      setTypedError(undefined);
      email = parsed.data.email;
    }
    try {
      const message = await trigger({ signedIn: Boolean(me), email });
      showSuccess(message ?? IdentityMessages.verificationSent);
    } catch (error) {
      showError(errorMessage(error, IdentityMessages.error));
    }
  };

  return (
    <AuthCard
      eyebrow="SIGN UP"
      title="メールを送信しました"
      footer={
        <AppLink href={paths.login} variant="body2">
          ログインページへ
        </AppLink>
      }
    >
      <Box sx={{ textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={{ mx: 'auto', width: 72, height: 72, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(52, 81, 209, 0.1)', color: 'primary.main' }}
        >
          <MarkEmailUnreadOutlinedIcon sx={{ fontSize: 38 }} />
        </Box>
        <Typography sx={{ mt: 2.5 }}>
          {knownEmail ? 'メールアドレス認証のご案内を、次のアドレスにお送りしました。' : 'ご登録のメールアドレスに、メールアドレス認証のご案内をお送りしました。'}
        </Typography>
        {knownEmail && (
          <Typography
            sx={{ mt: 1.5, px: 2, py: 1.25, borderRadius: 2, bgcolor: brand.surface, fontWeight: 700, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}
          >
            {knownEmail}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          メールに記載されたリンクをクリックして、会員登録を完了してください。
        </Typography>
      </Box>

      <Box sx={{ mt: 3, p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '0.9375rem' }}>
          メールが届かない場合
        </Typography>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {tips.map((tip) => (
            <Typography component="li" variant="body2" color="text.secondary" key={tip}>
              {tip}
            </Typography>
          ))}
        </Box>
      </Box>

      {!knownEmail && !me && (
        <TextField
          id="sent-email"
          label="ご登録のメールアドレス"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={typedEmail}
          onChange={(event) => setTypedEmail(event.target.value)}
          error={Boolean(typedError)}
          helperText={typedError}
          sx={{ mt: 3 }}
        />
      )}

      <Button
        variant="outlined"
        size="large"
        fullWidth
        onClick={() => void resend()}
        loading={isMutating}
        loadingPosition="start"
        startIcon={<RefreshIcon />}
        sx={{ mt: 3, py: 1.25 }}
      >
        メールを再送する
      </Button>
    </AuthCard>
  );
}
