import { contactRequestSchema, Messages } from '@coaching/contracts';
import { ApiError } from '../../lib/http';
import { describeContactFailure } from './contact-failure';

describe('describeContactFailure', () => {
  it('maps a 422 to field messages and the server message', () => {
    const error = new ApiError(422, '入力内容に誤りがあります。', {
      email: ['メールアドレスを正しく入力してください。', 'second'],
      other: ['not a form field'],
    });
    expect(describeContactFailure(error)).toEqual({
      toast: '入力内容に誤りがあります。',
      fieldErrors: { email: 'メールアドレスを正しく入力してください。' },
    });
  });

  it('shows the server message of any other failure', () => {
    expect(describeContactFailure(new ApiError(429, 'リクエストが多すぎます。'))).toEqual({ toast: 'リクエストが多すぎます。', fieldErrors: {} });
  });

  it('falls back to the spec message when the server sent none or the network failed', () => {
    expect(describeContactFailure(new ApiError(500, undefined)).toast).toBe(Messages.contact.failure);
    expect(describeContactFailure(new TypeError('Failed to fetch')).toast).toBe('お問い合わせに失敗しました。');
  });
});

describe('the shared contact schema, as the form uses it', () => {
  it('answers the three required messages for an empty form', () => {
    const result = contactRequestSchema.safeParse({ name: '', email: '', message: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['名前を入力して下さい', 'メールアドレスを入力して下さい', 'お問い合わせ内容を入力して下さい']);
  });
});
