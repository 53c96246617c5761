import { defineErrors } from '@coaching/server-core/errors';

/** The back office's refusals: each code's HTTP status and Japanese message. */
export const BackofficeErrors = defineErrors('BACKOFFICE', {
  // One answer for an unknown address and a wrong password: sign-in does not tell which accounts exist.
  INVALID_CREDENTIALS: { status: 401, message: 'メールアドレスまたはパスワードが正しくありません。' },
});
