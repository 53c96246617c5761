import { OPERATOR_ROLE_LABELS, type OperatorRole } from '@coaching/contracts';

/** Events about operators themselves: account changes and sign-in, on the `operator` and `operator-access` streams. */
export const OPERATOR_ACCESS_EVENTS = ['OperatorSignedIn', 'OperatorSignedOut', 'OperatorSignInFailed'] as const;

type Data = Record<string, unknown>;
const role = (value: unknown) => OPERATOR_ROLE_LABELS[value as OperatorRole] ?? String(value ?? '');
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A readable Japanese line per event type; `data` fills in what the line names. Unknown types still get a line. */
const SUMMARIES: Record<string, (data: Data) => string> = {
  OperatorCreated: (d) => `アカウントを作成（${text(d.name) ?? ''}・${role(d.role)}${d.invited ? '・招待メール送信' : ''}）`,
  OperatorRoleChanged: (d) => `権限を変更（${role(d.from)} → ${role(d.to)}）`,
  OperatorDeactivated: () => 'アカウントを無効化',
  OperatorReactivated: () => 'アカウントを再び有効化',
  OperatorPasswordReset: (d) => (d.invited ? 'パスワード再設定の招待メールを送信' : 'パスワードを再設定'),
  OperatorPasswordSet: () => '招待リンクからパスワードを設定',
  OperatorSignedIn: () => 'ログイン',
  OperatorSignedOut: () => 'ログアウト',
  OperatorSignInFailed: (d) => `ログイン失敗（${text(d.email) ?? ''}${d.reason === 'locked' ? '・試行制限中' : d.reason === 'inactive' ? '・無効なアカウント' : ''}）`,
  LessonScheduled: () => 'レッスンを予定',
  LessonRescheduled: () => 'レッスンの日時を変更',
  LessonCancelledBySchool: (d) => `レッスンをスクール都合で中止${text(d.reason) ? `（${text(d.reason)}）` : ''}`,
  LessonCancelledLate: () => 'レッスンの直前キャンセルを記録',
  LessonAttended: () => 'レッスンの出席を記録',
  LessonMissed: () => 'レッスンの欠席を記録',
  LessonCoachChanged: () => 'レッスンの担当コーチを変更',
  StrikeRecorded: () => 'ストライクを記録',
  TransferReceived: () => '銀行振込の入金を記録',
  OrderCancelled: () => '注文を取り消し',
  CampPaid: () => 'キャンプの入金を記録',
  CampApplicationCancelled: () => 'キャンプの申し込みをキャンセル',
  CampRefunded: () => 'キャンプの返金を記録',
  TrialCancelled: () => '無料体験を中止',
  TrialAttended: () => '無料体験の出席を記録',
  TrialNoShow: () => '無料体験の欠席を記録',
};

export function auditSummary(type: string, data: unknown): string {
  const summarize = SUMMARIES[type];
  return summarize ? summarize((data ?? {}) as Data) : `操作を記録（${type}）`;
}
