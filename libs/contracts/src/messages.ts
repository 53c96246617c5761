// Japanese messages of spec §5 and §8, word for word where the spec gives them.
export const Messages = {
  common: {
    error: 'エラーが発生しました。',
    invalidRequest: 'リクエストの形式が正しくありません。',
    payloadTooLarge: '送信された内容が大きすぎます。',
    csrfMismatch: 'ページの有効期限が切れました。ページを再読み込みしてもう一度お試しください。',
    unauthenticated: 'ログインしてください。',
    forbidden: 'この操作を行う権限がありません。',
    emailNotVerified: 'メールアドレスの認証が完了していません。届いたメールのリンクから認証してください。',
    notFound: 'お探しのページは見つかりませんでした。',
    tooManyRequests: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。',
    serviceUnavailable: 'ただいまサービスに接続できません。しばらく時間をおいてから再度お試しください。',
    validationFailed: '入力内容に誤りがあります。',
    unsafeText: '使用できない文字が含まれています。',
  },
  contact: {
    nameRequired: '名前を入力して下さい',
    nameTooLong: '名前は100文字以内で入力してください。',
    emailRequired: 'メールアドレスを入力して下さい',
    emailInvalid: 'メールアドレスを正しく入力してください。',
    emailTooLong: 'メールアドレスは255文字以内で入力してください。',
    messageRequired: 'お問い合わせ内容を入力して下さい',
    messageTooLong: 'お問い合わせ内容は5000文字以内で入力してください。',
    success: 'お問い合わせを送信しました。',
    failure: 'お問い合わせに失敗しました。',
  },
  login: {
    emailRequired: 'メールアドレスを入力して下さい',
    passwordMin: 'パスワードは8桁以上で入力してください。',
    passwordMax: 'パスワードは50桁以内で入力してください。',
    failure: 'ログインに失敗しました。',
  },
} as const;
