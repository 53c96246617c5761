import { z } from 'zod';

export const OPERATOR_ROLES = ['admin', 'support', 'coach'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
/** The school's staff: every back-office screen. A coach sees only their own students and lessons. */
export const STAFF_ROLES = ['admin', 'support'] as const satisfies readonly OperatorRole[];

export const operatorLoginSchema = z.object({
  email: z.string({ error: 'メールアドレスを入力して下さい' }).trim().min(1, { error: 'メールアドレスを入力して下さい' }).max(255),
  password: z.string({ error: 'パスワードを入力して下さい' }).min(1, { error: 'パスワードを入力して下さい' }).max(200),
});
export type OperatorLogin = z.infer<typeof operatorLoginSchema>;

export interface OperatorIdentity {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
}

// ---- Operator accounts (admin only): /admin-api/operators ----------------------------------------------------

const OPERATOR_PASSWORD_MIN = 12;
const operatorPassword = z
  .string({ error: 'パスワードを入力して下さい' })
  .min(OPERATOR_PASSWORD_MIN, { error: `パスワードは${OPERATOR_PASSWORD_MIN}文字以上で入力してください。` })
  .max(100, { error: 'パスワードは100文字以内で入力してください。' });

export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = { admin: '管理者', support: 'サポート', coach: 'コーチ' };

/** A new operator: with a first password, or (no password) an invitation mail with a one-time link. */
export const operatorCreateSchema = z
  .object({
    name: z.string({ error: '名前を入力して下さい' }).trim().min(1, { error: '名前を入力して下さい' }).max(100, { error: '名前は100文字以内で入力してください。' }),
    email: z
      .string({ error: 'メールアドレスを入力して下さい' })
      .trim()
      .min(1, { error: 'メールアドレスを入力して下さい' })
      .max(255, { error: 'メールアドレスの形式が正しくありません。' })
      .pipe(z.email({ error: 'メールアドレスの形式が正しくありません。' })),
    role: z.enum(OPERATOR_ROLES, { error: '権限を選択して下さい' }),
    coach_id: z.uuid({ error: 'コーチを選択して下さい' }).nullish(),
    password: z.union([z.literal(''), operatorPassword]).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.role === 'coach' && !v.coach_id) ctx.addIssue({ code: 'custom', path: ['coach_id'], message: 'コーチ権限のアカウントには、紐づけるコーチを選択して下さい' });
  });
export type OperatorCreate = z.infer<typeof operatorCreateSchema>;

/** What an admin changes on an account: the role (and a coach's record), or whether it may sign in. */
export const operatorUpdateSchema = z
  .object({
    role: z.enum(OPERATOR_ROLES, { error: '権限を選択して下さい' }),
    coach_id: z.uuid({ error: 'コーチを選択して下さい' }).nullish(),
    active: z.boolean({ error: '有効・無効を選択して下さい' }),
  })
  .partial()
  .superRefine((v, ctx) => {
    if (v.role === 'coach' && !v.coach_id) ctx.addIssue({ code: 'custom', path: ['coach_id'], message: 'コーチ権限のアカウントには、紐づけるコーチを選択して下さい' });
  });
export type OperatorUpdate = z.infer<typeof operatorUpdateSchema>;

/** An admin resets someone's password: a new one typed in, or (empty) a fresh invitation mail to set one. */
export const operatorPasswordResetSchema = z.object({ password: z.union([z.literal(''), operatorPassword]).nullish() });

/** The invited operator sets a password with the mailed token. */
export const operatorAcceptInvitationSchema = z
  .object({
    token: z.string({ error: 'リンクが無効です。' }).min(1, { error: 'リンクが無効です。' }).max(200),
    password: operatorPassword,
    password_confirmation: z.string({ error: '確認用パスワードを入力して下さい' }),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'パスワードと確認用パスワードが一致しません。' });

export interface AdminOperator {
  id: string;
  name: string;
  email: string;
  role: OperatorRole;
  active: boolean;
  coach_id: string | null;
  coach_name: string | null;
  /** An invitation was sent and no password is set yet. */
  invitation_pending: boolean;
  last_login_at: string | null;
  created_at: string;
}

// ---- The audit log: /admin-api/audit-log ------------------------------------------------------------------

/** One line: one operator action on one record (its events on the record's stream, in order). */
export interface AuditEntry {
  /** The id of the action's first event. */
  id: string;
  recorded_at: string;
  operator_id: string | null;
  operator_name: string;
  /** The first event's type; `event_types` has every event of the action on the record. */
  event_type: string;
  event_types: string[];
  /** The kind of stream (operator, lesson, order…) and its id. */
  stream_type: string;
  stream_id: string;
  summary: string;
}

// ---- The dashboard: /admin-api/dashboard -------------------------------------------------------------------

export interface DashboardMonth {
  /** 'YYYY-MM', Asia/Tokyo. */
  month: string;
  revenue: number;
  refunds: number;
  new_members: number;
  /** Subscriptions running at the month's end (or now, for the current month). */
  active_subscriptions: number;
  /** Subscriptions that ended in the month. */
  ended_subscriptions: number;
  /** ended ÷ running at the month's start, in % (null when none ran). */
  churn_rate: number | null;
  trials: number;
  converted_trials: number;
  /** converted ÷ trials, in % (null when no trial). */
  conversion_rate: number | null;
}

export interface DashboardCoach {
  coach_id: string;
  coach_name: string;
  lessons_given: number;
  no_shows: number;
  /** no-shows ÷ (given + no-shows), in % (null without lessons). */
  no_show_rate: number | null;
}

export interface DashboardRefund {
  id: string;
  refunded_at: string;
  what: string;
  amount: number;
}

export interface DashboardStats {
  from: string;
  to: string;
  months: DashboardMonth[];
  coaches: DashboardCoach[];
  refunds: DashboardRefund[];
  totals: { revenue: number; refunds: number; new_members: number; active_subscriptions: number; trials: number; converted_trials: number; conversion_rate: number | null; churn_rate: number | null };
}
