import { z } from 'zod';
import type { RefundLineAnswer } from './refunds';

// Withdrawal (退会) and the member's personal data (issue 34; ADR 0042): the member's page /mypage/withdraw, the
// back office's withdrawal for a member who asked by mail or phone, and the export of a member's data (開示).

export const WithdrawalMessages = {
  passwordRequired: 'パスワードを入力してください。',
  passwordWrong: 'パスワードが正しくありません。',
  confirmRequired: '退会に関する注意事項を確認し、チェックを入れてください。',
  alreadyWithdrawn: 'この会員はすでに退会しています。',
  accountWithdrawn: '退会済みのアカウントです。',
  paymentInProgress: 'お支払いの処理中です。処理が完了してから（数分後に）もう一度お試しください。',
  channelRequired: '受付方法を選択してください。',
  reasonRequired: '受付内容を入力してください（500文字以内）。',
  done: '退会手続きが完了しました。ご利用ありがとうございました。',
} as const;

/** How support received a member's request (a member's own request from the page is 'form'). */
export const WITHDRAWAL_CHANNELS = ['mail', 'phone'] as const;
export type WithdrawalChannelName = (typeof WITHDRAWAL_CHANNELS)[number];
export const WITHDRAWAL_CHANNEL_LABELS: Readonly<Record<WithdrawalChannelName | 'form', string>> = { mail: 'メール', phone: '電話', form: '会員ページ' };

/** The domain of the address a withdrawn account keeps (RFC 2606 `.invalid`: unique per account, undeliverable). */
export const WITHDRAWN_ADDRESS_DOMAIN = 'withdrawn.invalid';
/** Whether an address is a withdrawn account's placeholder, not a person's (the back office then names the order). */
export const isWithdrawnAddress = (email: string): boolean => email.endsWith(`@${WITHDRAWN_ADDRESS_DOMAIN}`);

/** `POST /api/withdrawal`: the member's password again, and the tick that they read what happens. */
export const withdrawSchema = z.object({
  // Empty for an account without a password (Discord only), which confirms by its signed-in session; the server
  // answers passwordRequired when the account has one.
  password: z.string({ error: WithdrawalMessages.passwordRequired }).max(200, { error: WithdrawalMessages.passwordWrong }).default(''),
  confirmed: z.literal(true, { error: WithdrawalMessages.confirmRequired }),
});
export type WithdrawRequest = z.infer<typeof withdrawSchema>;

/** `POST /admin-api/members/{id}/withdrawal`: support runs a withdrawal (or deletion request) a member asked for. */
export const adminWithdrawSchema = z.object({
  channel: z.enum(WITHDRAWAL_CHANNELS, { error: WithdrawalMessages.channelRequired }),
  reason: z.string({ error: WithdrawalMessages.reasonRequired }).trim().min(1, { error: WithdrawalMessages.reasonRequired }).max(500, { error: WithdrawalMessages.reasonRequired }),
});

/** One running plan's refund as the withdrawal page shows it: the legal calculation line by line (as support's refund screen). */
export interface WithdrawalRefund {
  payment_id: string;
  title: string;
  kind_label: string;
  lines: RefundLineAnswer[];
  paid: number;
  refund: number;
  method: 'card' | 'bank';
}

/** `GET /api/withdrawal`: what withdrawing does to this member, before they confirm. */
export interface WithdrawalPreview {
  refunds: WithdrawalRefund[];
  /** Lessons and free trials still ahead, which are cancelled. */
  lessons_ahead: number;
  trials_ahead: number;
  /** Cards saved at the card provider, which are deleted there. */
  saved_cards: number;
  discord_username: string | null;
  /** Guardians linked to the member, whose links end. */
  guardians: number;
  /** Bank-transfer orders not paid yet, which are called off. */
  unpaid_transfers: number;
  /** A card payment still being processed: withdrawal waits for it (a few minutes). */
  payment_in_progress: boolean;
  /** Whether the account has a password to confirm with (a Discord-only account confirms by its session). */
  has_password: boolean;
}

/** What the page and the back office say happens, in order (the page lists these, then the refunds). */
export const WITHDRAWAL_CONSEQUENCES = [
  'ご契約中のプランは退会日で終了します。返金は利用規約・特定商取引法に基づく表記に従って計算し、下記の金額をお支払い方法に返金します（スタッフ確認後）。',
  '予約済みのレッスン・無料体験はすべて取り消されます。',
  'ご登録のクレジットカードは決済代行会社からも削除されます。',
  'Discord の連携は解除されます。',
  'すべての端末・ブラウザでログアウトされます。',
  'お名前・メールアドレス・プロフィール写真・お届け先などの個人情報は削除されます。お支払いの記録は法令で定められた期間、個人を特定できない形で保管します。',
  '退会後にアカウントを元に戻すことはできません。同じメールアドレスで新しく登録することはできますが、以前の記録は引き継がれません。',
] as const;
