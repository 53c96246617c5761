import { IdentityMessages, loginRequestSchema, passwordRemindFormSchema, changePasswordRequestSchema, resetPasswordRequestSchema } from '@coaching/contracts';
import { ApiError } from '../../lib/http';
import { describeFailure, describePasswordFailure, describeRegisterFailure, loginFailureMessage } from './auth-failure';

describe('loginFailureMessage', () => {
  it("is spec §8's message for wrong credentials, server errors and network failures", () => {
    expect(loginFailureMessage(new ApiError(422, 'ログインに失敗しました。', { email: ['x'] }))).toBe('ログインに失敗しました。');
    expect(loginFailureMessage(new ApiError(500, 'Server Error'))).toBe(IdentityMessages.loginFailed);
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe(IdentityMessages.loginFailed);
  });

  it("passes on the server's words when it is throttling", () => {
    expect(loginFailureMessage(new ApiError(429, 'ログイン試行回数が多すぎます。60秒後にお試しください。'))).toBe('ログイン試行回数が多すぎます。60秒後にお試しください。');
    expect(loginFailureMessage(new ApiError(429, undefined))).toBe(IdentityMessages.loginFailed);
  });
});

describe('describeRegisterFailure', () => {
  it('recognises an address that is already registered', () => {
    const error = new ApiError(422, IdentityMessages.emailTaken, { email: [IdentityMessages.emailTaken] });
    expect(describeRegisterFailure(error)).toEqual({ kind: 'email-taken', message: 'このメールアドレスは既に登録されています。ログインしてください。' });
  });

  it('keeps other validation errors on the form', () => {
    const error = new ApiError(422, '入力内容に誤りがあります。', { password: [IdentityMessages.passwordMin], other: ['x'] });
    expect(describeRegisterFailure(error)).toEqual({ kind: 'form', message: '入力内容に誤りがあります。', fieldErrors: { password: IdentityMessages.passwordMin } });
  });

  it("falls back to 'エラーが発生しました。'", () => {
    expect(describeRegisterFailure(new ApiError(500, undefined))).toEqual({ kind: 'form', message: 'エラーが発生しました。', fieldErrors: {} });
  });
});

describe('describeFailure', () => {
  it('maps a 422 to the fields the form has', () => {
    const error = new ApiError(422, IdentityMessages.currentPasswordWrong, { old_password: [IdentityMessages.currentPasswordWrong] });
    expect(describeFailure(error, ['old_password', 'new_password'], IdentityMessages.error)).toEqual({
      message: '現在のパスワードが正しくありません。',
      fieldErrors: { old_password: '現在のパスワードが正しくありません。' },
    });
  });

  it('has no field errors for other failures', () => {
    expect(describeFailure(new ApiError(429, undefined, { email: ['x'] }), ['email'], IdentityMessages.error)).toEqual({ message: 'エラーが発生しました。', fieldErrors: {} });
  });
});

describe('describePasswordFailure', () => {
  it("says spec §8's 'エラーが発生しました。' whatever the server said, and keeps the field messages", () => {
    const wrong = new ApiError(422, IdentityMessages.currentPasswordWrong, { old_password: [IdentityMessages.currentPasswordWrong] });
    expect(describePasswordFailure(wrong, ['old_password', 'new_password'])).toEqual({ message: 'エラーが発生しました。', fieldErrors: { old_password: '現在のパスワードが正しくありません。' } });
    const expired = new ApiError(422, IdentityMessages.resetTokenInvalid, { token: [IdentityMessages.resetTokenInvalid] });
    expect(describePasswordFailure(expired, ['email', 'password'])).toEqual({ message: 'エラーが発生しました。', fieldErrors: {} });
    expect(describePasswordFailure(new ApiError(500, 'Internal Server Error'), ['email']).message).toBe('エラーが発生しました。');
    expect(describePasswordFailure(new TypeError('Failed to fetch'), ['email']).message).toBe('エラーが発生しました。');
  });
});

// The forms resolve with these schemas; the pages rely on where their messages land.
describe('the shared schemas, as the auth forms use them', () => {
  const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('login: required messages first for an empty form (the form shows the first per field), length messages of spec §5', () => {
    const empty = messages(loginRequestSchema.safeParse({ email: '', password: '' })) ?? [];
    expect(empty.find(([path]) => path === 'email')?.[1]).toBe('メールアドレスを入力して下さい');
    expect(empty.find(([path]) => path === 'password')?.[1]).toBe('パスワードを入力して下さい');
    expect(messages(loginRequestSchema.safeParse({ email: 'a@example.jp', password: 'short' }))).toEqual([['password', 'パスワードは8桁以上で入力してください。']]);
    expect(messages(loginRequestSchema.safeParse({ email: 'a@example.jp', password: 'x'.repeat(51) }))).toEqual([['password', 'パスワードは50桁以内で入力してください。']]);
  });

  it('remind: different addresses land on email_confirmation', () => {
    expect(messages(passwordRemindFormSchema.safeParse({ email: 'a@example.jp', email_confirmation: 'b@example.jp' }))).toEqual([
      ['email_confirmation', 'メールアドレスが一致しません。'],
    ]);
  });

  it('reset and change: different passwords land on the confirmation field', () => {
    expect(messages(resetPasswordRequestSchema.safeParse({ email: 'a@example.jp', token: 't', password: 'password1', password_confirmation: 'password2' }))).toEqual([
      ['password_confirmation', IdentityMessages.passwordsDiffer],
    ]);
    expect(messages(changePasswordRequestSchema.safeParse({ old_password: 'password0', new_password: 'password1', new_password_confirmation: 'password2' }))).toEqual([
      ['new_password_confirmation', IdentityMessages.passwordsDiffer],
    ]);
  });
});
