import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import type { TrialIntent } from './trial-funnel';

// Messages of spec §5 and §8 for sign-up, sign-in and passwords (word for word where the spec gives them).
export const IdentityMessages = {
  emailRequired: 'メールアドレスを入力して下さい',
  emailInvalid: 'メールアドレスを正しく入力してください。',
  passwordRequired: 'パスワードを入力して下さい',
  passwordMin: 'パスワードは8桁以上で入力してください。',
  passwordMax: 'パスワードは50桁以内で入力してください。',
  passwordsDiffer: '入力されたパスワードが一致しません。',
  emailsDiffer: 'メールアドレスが一致しません。',
  loginFailed: 'ログインに失敗しました。',
  emailTaken: 'このメールアドレスは既に登録されています。ログインしてください。',
  trialNeedsGame: '体験レッスンをお申し込みいただくには、ゲームを選択してください。URLが正しくありません。',
  verified: 'メールアドレスを認証しました。ログインして下さい。',
  verificationSent: '認証メールを送信しました。メールをご確認ください。',
  verificationLinkInvalid: '認証リンクが無効か、有効期限が切れています。もう一度認証メールを送信してください。',
  resetMailSent: 'パスワードリセットのメールでお送りしました。',
  resetTokenInvalid: 'パスワード再設定のリンクが無効か、有効期限が切れています。もう一度お手続きください。',
  passwordReset: 'パスワードを再設定しました。',
  passwordChanged: 'パスワードを変更しました。',
  currentPasswordWrong: '現在のパスワードが正しくありません。',
  error: 'エラーが発生しました。',
  discordLinked: 'Discordと連携しました。',
  discordUnlinked: 'Discordとの連携を解除しました。',
  discordLinkedElsewhere: 'このDiscordアカウントは別の会員に連携されています。',
  discordEmailTaken: 'このメールアドレスは既に登録されています。メールアドレスでログインしてから、Discordを連携してください。',
  discordNoEmail: 'Discordアカウントのメールアドレスを取得できませんでした。Discordでメールアドレスを確認してから、もう一度お試しください。',
  discordFailed: 'Discordでのログインに失敗しました。もう一度お試しください。',
  discordCancelled: 'Discordでの認証がキャンセルされました。',
  discordNeedsPassword: 'パスワードが未設定のため、連携を解除できません。パスワードを再設定してから解除してください。',
  discordUnlinkNeedsDiscordLogin: 'Discord連携の解除は、Discordでログインしてから行ってください。',
  // The course list (spec §2 member sidebar; §7 GET /api/games/{id}/join, /cancel).
  courseNotFound: 'このコースは選択できません。',
  courseHeld: '受講中のプランがあるコースは外せません。',
} as const;

const m = IdentityMessages;

const email = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .max(255, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }));

/** 8 to 50 characters (spec §5, §9); anything that is not a string reads as missing. */
const password = (required: string = m.passwordRequired) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .min(PASSWORD_MIN_LENGTH, { error: m.passwordMin })
    .max(PASSWORD_MAX_LENGTH, { error: m.passwordMax });

/** Trial context carried through sign-up and sign-in (spec §4): `from` needs a `game_id`. */
const trialContext = {
  from: z.string().trim().max(32).optional(),
  game_id: z.coerce.number().int().positive().optional(),
  movie_flg: z.union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)]).optional(),
};

const requireGameWithFrom = <T extends { from?: string; game_id?: number }>(value: T, ctx: z.RefinementCtx) => {
  if (value.from && !value.game_id) ctx.addIssue({ code: 'custom', path: ['game_id'], message: m.trialNeedsGame });
};

export const loginRequestSchema = z
  .object({ email, password: password(), ...trialContext })
  .superRefine(requireGameWithFrom);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({ email, password: password(), ...trialContext })
  .superRefine(requireGameWithFrom);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** An optional name at a guardian's sign-up (姓・名): empty is "not given"; the child and the mails then show it. */
const optionalPersonName = z
  .string()
  .trim()
  .max(50, { error: '名前は50文字以内で入力してください。' })
  .optional()
  .transform((value) => value || undefined);

/** A guardian's sign-up (issue 31): address and password as a student's, and their name for the child's link list and mails. */
export const guardianRegisterRequestSchema = z.object({ email, password: password(), last_name: optionalPersonName, first_name: optionalPersonName });
export type GuardianRegisterRequest = z.infer<typeof guardianRegisterRequestSchema>;

export const emailOnlySchema = z.object({ email });

/** /password/remind: the address twice (spec §5). */
export const passwordRemindFormSchema = z
  .object({ email, email_confirmation: email })
  .refine((v) => v.email === v.email_confirmation, { path: ['email_confirmation'], message: m.emailsDiffer });

export const resetPasswordRequestSchema = z
  .object({ email, token: z.string({ error: m.resetTokenInvalid }).min(1, { error: m.resetTokenInvalid }).max(200), password: password(), password_confirmation: password() })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: m.passwordsDiffer });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z
  .object({ old_password: password(), new_password: password(), new_password_confirmation: password() })
  .refine((v) => v.new_password === v.new_password_confirmation, { path: ['new_password_confirmation'], message: m.passwordsDiffer });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The signed-in member, as `GET /api/me` answers it in `data` (spec §3 "Current user"). */
export interface CurrentUser {
  id_str: string;
  /** A student's account or a guardian's (保護者アカウント, issue 31); an account is one kind. */
  account_kind: 'member' | 'guardian';
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  discord_id: string | null;
  profile_photo_url: string | null;
  status: string;
  trial_count: number;
  route: string | null;
  trial_reserve_url: string | null;
  is_verified: boolean;
  is_discord_login: boolean;
  is_personal_information_completed: boolean;
  discord: { provider_username: string } | null;
  user_plans: Array<{ plan: { id: number; name: string } }>;
  game_users: Array<{ game_id: number; is_selected: boolean; game: { name: string; is_legacy: boolean; discord_url: string | null } }>;
  /** The running plan of the selected course (`game_users.is_selected`), else the latest running plan; `game.id` (beyond the spec) lets mypage ask for that course's lessons. */
  current_plan: { plan: { name: string; lesson_type: string; game: { id: number; name: string; discord_url: string | null } }; embed: string | null; chart_url: string | null } | null;
  /** Set while support has suspended the member (spec §4 terms): they cannot book or buy, and see why. */
  suspension: MemberSuspension | null;
  /** Beyond the spec (issue 30): the free trial the member set out to book and has not booked yet. */
  trial_intent: TrialIntent | null;
}

export const ProfileMessages = {
  nameRequired: '名前を入力して下さい',
  nameTooLong: '名前は50文字以内で入力してください。',
  discordIdTooLong: 'Discord IDは100文字以内で入力してください。',
  photoNotImage: 'プロフィール画像には画像ファイル（JPEG・PNG・WebP・GIF）を選択してください。',
  photoTooLarge: 'プロフィール画像は5MB以内のファイルを選択してください。',
  updated: 'プロフィールを更新しました。',
} as const;

/** The largest profile photo accepted, before it is re-encoded. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const personName = z
  .string({ error: ProfileMessages.nameRequired })
  .trim()
  .min(1, { error: ProfileMessages.nameRequired })
  .max(50, { error: ProfileMessages.nameTooLong });

/** Profile edit (spec §3, §5): names and e-mail required, Discord id optional; the photo travels as a file. */
export const profileUpdateSchema = z.object({
  last_name: personName,
  first_name: personName,
  email,
  discord_id: z
    .string()
    .trim()
    .max(100, { error: ProfileMessages.discordIdTooLong })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

// Suspension (利用停止) by support, per the terms (spec §4: no reply for over 7 days, misuse).
export const SUSPENSION_GROUNDS = ['no-reply', 'misuse', 'other'] as const;
export type SuspensionGround = (typeof SUSPENSION_GROUNDS)[number];
export const SUSPENSION_GROUND_LABELS: Readonly<Record<SuspensionGround, string>> = {
  'no-reply': '7日以上ご連絡が取れないため（利用規約）',
  misuse: '不正利用・規約違反のため（利用規約）',
  other: 'その他',
};

export interface MemberSuspension {
  ground: SuspensionGround;
  ground_label: string;
  /** What support wrote for the member to read. */
  reason: string;
  suspended_at: string;
}

export const SuspensionMessages = {
  /** The server's refusal of booking and buying while suspended; the reason follows it. */
  refused: 'アカウントのご利用を停止しているため、この操作はできません。',
  contact: '再開についてはお問い合わせフォームからご連絡ください。',
  reasonRequired: '停止の理由を入力してください（500文字以内）。',
  groundRequired: '停止の根拠を選択してください。',
  alreadySuspended: 'この会員はすでに利用停止中です。',
  notSuspended: 'この会員は利用停止中ではありません。',
  memberNotFound: '会員が見つかりません。',
} as const;

/** The refusal a suspended member reads, with the reason support gave. */
export const suspendedMessage = (reason: string) => `${SuspensionMessages.refused}（理由：${reason}）${SuspensionMessages.contact}`;

export const suspendMemberSchema = z.object({
  ground: z.enum(SUSPENSION_GROUNDS, { error: SuspensionMessages.groundRequired }),
  reason: z.string({ error: SuspensionMessages.reasonRequired }).trim().min(1, { error: SuspensionMessages.reasonRequired }).max(500, { error: SuspensionMessages.reasonRequired }),
});

/** `GET /admin-api/members/{id}/suspension`: where the member stands, and the history of suspensions. */
export interface AdminMemberSuspension {
  id: string;
  member_id: string;
  suspension: MemberSuspension | null;
  history: { type: 'suspended' | 'lifted'; at: string; by: string; ground: SuspensionGround | null; reason: string | null }[];
}
