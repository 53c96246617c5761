import { defineErrors } from '@coaching/server-core/errors';

/** The back office's refusals: each code's HTTP status and Japanese message. */
export const BackofficeErrors = defineErrors('BACKOFFICE', {
  // One answer for an unknown address and a wrong password: sign-in does not tell which accounts exist.
  INVALID_CREDENTIALS: { status: 401, message: 'メールアドレスまたはパスワードが正しくありません。' },
  SIGN_IN_LOCKED: {
    status: 429,
    message: ({ minutes }: { minutes: number }) => `ログインの失敗が続いたため、ログインを一時的に制限しています。${minutes}分後に再度お試しください。`,
  },
  OPERATOR_NOT_FOUND: { status: 404, message: 'アカウントが見つかりませんでした。' },
  EMAIL_TAKEN: { status: 422, field: 'email', message: 'このメールアドレスのアカウントはすでにあります。' },
  LAST_ADMIN: { status: 422, message: '有効な管理者が1人もいなくなるため、この変更はできません。先に別の管理者を有効にしてください。' },
  NOT_YOURSELF: { status: 422, message: '自分自身のアカウントは無効にできません。別の管理者に依頼してください。' },
  COACH_NOT_AVAILABLE: { status: 422, field: 'coach_id', message: 'このコーチは見つからないか、すでに別のアカウントに紐づいています。' },
  INVITATION_INVALID: { status: 422, field: 'token', message: 'リンクが無効か、有効期限が切れています。管理者に招待の再送を依頼してください。' },
});
