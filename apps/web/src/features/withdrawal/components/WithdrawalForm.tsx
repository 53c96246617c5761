import { WITHDRAWAL_CONSEQUENCES, WithdrawalMessages, withdrawSchema, type WithdrawalPreview, type WithdrawRequest } from '@coaching/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeFailure } from '../../auth/auth-failure';
import { PasswordField } from '../../auth/components/PasswordField';
import { withdraw } from '../api/withdrawal';
import { WithdrawalRefundTable } from './WithdrawalRefundTable';

type WithdrawForm = { password: string; confirmed: boolean };

/** What this member's withdrawal does, in their numbers: shown before the list of consequences. */
function facts(preview: WithdrawalPreview): string[] {
  const lines: string[] = [];
  if (preview.lessons_ahead > 0) lines.push(`予約済みのレッスン ${preview.lessons_ahead}件を取り消します。`);
  if (preview.trials_ahead > 0) lines.push(`予約済みの無料体験 ${preview.trials_ahead}件を取り消します。`);
  if (preview.saved_cards > 0) lines.push(`ご登録のクレジットカード ${preview.saved_cards}枚を決済代行会社から削除します。`);
  if (preview.unpaid_transfers > 0) lines.push(`お振込み前のお申し込み ${preview.unpaid_transfers}件を取り消します。`);
  if (preview.discord_username !== null) lines.push(`Discord（${preview.discord_username || '連携中のアカウント'}）との連携を解除します。`);
  if (preview.guardians > 0) lines.push(`保護者の方との連携 ${preview.guardians}件を終了します（保護者の方の同意は不要です）。`);
  return lines;
}

/**
 * /mypage/withdraw (issue 34, ADR 0042): what happens first (the refund line by line, what is cancelled and deleted),
 * then the password again and a tick; a refusal is an alert in the page. `onDone` gets the server's message.
 */
export function WithdrawalForm({ preview, onDone }: { preview: WithdrawalPreview; onDone: (message: string) => void }) {
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WithdrawForm>({ resolver: zodResolver(withdrawSchema) as never, defaultValues: { password: '', confirmed: false } });

  const onValid = async (values: WithdrawForm) => {
    setAlert(null);
    try {
      onDone(await withdraw(values as WithdrawRequest));
    } catch (error) {
      const failure = describeFailure<'password' | 'confirmed'>(error, ['password', 'confirmed'], '退会手続きに失敗しました。時間をおいてもう一度お試しください。');
      for (const [field, message] of Object.entries(failure.fieldErrors)) setError(field as 'password' | 'confirmed', { type: 'server', message });
      setAlert(failure.message);
    }
  };

  const { ref: passwordRef, ...password } = register('password');
  const own = facts(preview);

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onValid)} aria-busy={isSubmitting} sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="withdraw-what">
        <Typography id="withdraw-what" component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
          退会すると
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {WITHDRAWAL_CONSEQUENCES.map((text) => (
            <li key={text}>
              <Typography variant="body2">{text}</Typography>
            </li>
          ))}
        </Box>
        {own.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {own.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </Box>
          </Alert>
        )}
      </Box>

      <Box component="section" aria-labelledby="withdraw-refunds">
        <Typography id="withdraw-refunds" component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
          ご契約中のプランと返金額
        </Typography>
        {preview.refunds.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            返金の対象となるご契約はありません。
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {preview.refunds.map((refund) => (
              <WithdrawalRefundTable key={refund.payment_id} refund={refund} />
            ))}
            <Typography variant="body2" color="text.secondary">
              返金額は本日の退会として計算しています。スタッフが確認のうえ、お支払い方法に返金します。
            </Typography>
            {/* The contact data is erased with the account: the refund account comes back as a reply to the confirmation (ADR 0042). */}
            {preview.refunds.some((r) => r.method === 'bank' && r.refund > 0) && (
              <Alert severity="info">銀行振込での返金は、退会完了メールにご返信いただいた口座へお振込みします。メールに記載の受付番号と、返金先の口座をお知らせください。</Alert>
            )}
          </Box>
        )}
      </Box>

      {preview.payment_in_progress && <Alert severity="info">{WithdrawalMessages.paymentInProgress}</Alert>}

      <Box component="section" aria-labelledby="withdraw-confirm" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="withdraw-confirm" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          退会の確認
        </Typography>
        {preview.has_password ? (
          <PasswordField {...password} inputRef={passwordRef} id="withdraw-password" label="パスワード" required autoComplete="current-password" error={Boolean(errors.password)} helperText={errors.password?.message ?? '確認のため、ログインに使うパスワードを入力してください。'} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Discordでログインしているアカウントのため、パスワードの入力は不要です。
          </Typography>
        )}
        <Box>
          <FormControlLabel control={<Checkbox {...register('confirmed')} />} label="上記の内容を確認し、退会します（元に戻せません）" />
          {errors.confirmed && <FormHelperText error>{errors.confirmed.message}</FormHelperText>}
        </Box>
        {alert && (
          <Alert severity="error" variant="outlined" sx={{ fontWeight: 700 }}>
            {alert}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" color="error" size="large" loading={isSubmitting} sx={{ py: 1.5, width: { xs: '100%', sm: 240 } }}>
            退会する
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
