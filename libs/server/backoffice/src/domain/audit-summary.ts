import { OPERATOR_ROLE_LABELS, type OperatorRole, SUSPENSION_GROUND_LABELS, type SuspensionGround, WEEKDAYS_JA, WITHDRAWAL_CHANNEL_LABELS } from '@coaching/contracts';

/** Events about operators themselves: account changes and sign-in, on the `operator` and `operator-access` streams. */
export const OPERATOR_ACCESS_EVENTS = ['OperatorSignedIn', 'OperatorSignedOut', 'OperatorSignInFailed'] as const;

/** Between the summaries of one action's events on one record, which share one line (`auditLineSummary`). */
export const AUDIT_SUMMARY_SEPARATOR = '、';

type Data = Record<string, unknown>;
const role = (value: unknown) => OPERATOR_ROLE_LABELS[value as OperatorRole] ?? String(value ?? '');
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const yen = (value: unknown) => (typeof value === 'number' ? `${value.toLocaleString('ja-JP')}円` : null);
/** `（a・b）` of the parts that are there, or nothing. */
const detail = (...parts: Array<string | null | undefined | false>) => {
  const shown = parts.filter((p): p is string => Boolean(p));
  return shown.length ? `（${shown.join('・')}）` : '';
};
const because = (value: unknown) => (text(value) ? `理由：${text(value)}` : null);
const quoted = (value: unknown) => (text(value) ? `「${text(value)}」` : '');

const tokyo = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
/** '2026/12/3 20:00' in Asia/Tokyo; null for anything that is not a time. */
const at = (value: unknown) => {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : tokyo.format(date);
};

/** What the fields of a change are called on the back office's forms; a field not named here is left out of the line. */
const FIELD_LABELS: Record<string, string> = {
  name: '名前',
  title: 'タイトル',
  body: '本文',
  code: 'コード',
  description: '説明',
  image_path: '画像',
  image_url: '画像',
  discord_url: 'Discord',
  is_purchasable: '販売',
  is_legacy: '旧作',
  is_active: '有効・無効',
  sort_order: '並び順',
  game_id: 'ゲーム',
  plan_id: 'プラン',
  plan_type: '種類',
  lesson_type: 'レッスン形式',
  is_group: 'グループ',
  lesson_count: 'レッスン数',
  coaching_detail: '指導内容',
  special_coaching_count: '特別講習',
  special_coaching_detail: '特別講習',
  price: '料金',
  // A plan's price and period of each payment count (price1…price6, period1…period6).
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].flatMap((n) => [[`price${n}`, '料金'], [`period${n}`, '期間']])),
  tax_rate: '税率',
  discount_type: '割引',
  discount_value: '割引',
  target: '割引の対象',
  starts_at: '期間',
  ends_at: '期間',
  max_uses: '利用上限',
  published_at: '公開日時',
  venue: '会場',
  capacity: '定員',
  application_starts_at: '申込期間',
  application_ends_at: '申込期間',
  grade_from: '学年',
  grade_to: '学年',
  type_label: '種別',
  coach_id: 'コーチ',
  members: 'メンバー',
  profile: 'プロフィール',
  weekly_hours: '指導時間',
  photo: '写真',
};
/** The changed fields in words, each named once, in the order given. */
const changed = (value: unknown) => (Array.isArray(value) ? [...new Set(value.map((field) => FIELD_LABELS[String(field)]).filter(Boolean))].join('・') || null : null);

/** A readable Japanese line per event type; `data` fills in what the line names. Unknown types still get a line. */
const SUMMARIES: Record<string, (data: Data) => string> = {
  // operator accounts and sign-in (backoffice)
  OperatorCreated: (d) => `アカウントを作成（${text(d.name) ?? ''}・${role(d.role)}${d.invited ? '・招待メール送信' : ''}）`,
  OperatorRoleChanged: (d) => `権限を変更（${role(d.from)} → ${role(d.to)}）`,
  OperatorDeactivated: () => 'アカウントを無効化',
  OperatorReactivated: () => 'アカウントを再び有効化',
  OperatorPasswordReset: (d) => (d.invited ? 'パスワード再設定の招待メールを送信' : 'パスワードを再設定'),
  OperatorPasswordSet: () => '招待リンクからパスワードを設定',
  OperatorSignedIn: () => 'ログイン',
  OperatorSignedOut: () => 'ログアウト',
  OperatorSignInFailed: (d) => `ログイン失敗（${text(d.email) ?? ''}${d.reason === 'locked' ? '・試行制限中' : d.reason === 'inactive' ? '・無効なアカウント' : ''}）`,
  ParkedReactionReplayed: (d) => `停止中の処理を再実行${detail(text(d.reactor), text(d.eventType))}`,
  // members (identity)
  MemberSuspended: (d) => `会員の利用を停止${detail(SUSPENSION_GROUND_LABELS[d.ground as SuspensionGround] ?? null, because(d.reason))}`,
  MemberSuspensionLifted: () => '会員の利用停止を解除',
  // withdrawal and personal data (identity, ADR 0042)
  MemberWithdrew: (d) => {
    const by = (d.by ?? {}) as Data;
    return `会員の退会・個人情報の削除${detail(WITHDRAWAL_CHANNEL_LABELS[by.channel as keyof typeof WITHDRAWAL_CHANNEL_LABELS] ? `受付：${WITHDRAWAL_CHANNEL_LABELS[by.channel as keyof typeof WITHDRAWAL_CHANNEL_LABELS]}` : null, text(by.reason))}`;
  },
  MemberDataExported: () => '会員の保有個人データを開示用に出力',
  // guardian links (identity, issue 31)
  GuardianLinkEnded: () => '保護者の連携を終了',
  GuardianLinkInvitationResent: () => '保護者の連携の招待メールを再送',
  // catalogue
  GameCreated: (d) => `ゲーム${quoted(d.name)}を作成`,
  GameChanged: (d) => `ゲーム${quoted(d.name)}を変更${detail(changed(d.changed))}`,
  PlanCreated: (d) => `プラン${quoted(d.name)}を作成${detail(text(d.code))}`,
  PlanChanged: (d) => `プラン${quoted(d.name)}を変更${detail(text(d.code), changed(d.changed))}`,
  ItemCreated: (d) => `追加アイテム${quoted(d.name)}を作成${detail(text(d.code))}`,
  ItemChanged: (d) => `追加アイテム${quoted(d.name)}を変更${detail(text(d.code), changed(d.changed))}`,
  CouponCreated: (d) => `クーポン${quoted(d.name)}を発行${detail(text(d.code))}`,
  CouponChanged: (d) => `クーポン${quoted(d.name)}を変更${detail(text(d.code), changed(d.changed))}`,
  CouponDeleted: (d) => `クーポン${quoted(d.name)}を削除${detail(text(d.code))}`,
  // news and contacts (content)
  NewsCreated: (d) => `お知らせ${quoted(d.title)}を作成`,
  NewsChanged: (d) => `お知らせ${quoted(d.title)}を変更${detail(changed(d.changed))}`,
  NewsPublished: (d) => (d.scheduled ? `公開を予約${detail(at(d.publishedAt))}` : '公開'),
  NewsUnpublished: () => '非公開（下書き）に戻す',
  NewsDeleted: (d) => `お知らせ${quoted(d.title)}を削除`,
  ContactHandled: () => 'お問い合わせを対応済みにする',
  // orders and refunds (billing)
  TransferReceived: () => '銀行振込の入金を記録',
  OrderCancelled: () => '注文を取り消し',
  RefundRequested: (d) => `解約・返金を申請${detail(yen(d.amount), because(d.reason), text(d.adjustmentReason) ? `調整：${text(d.adjustmentReason)}` : null, d.needsApproval ? '承認待ち' : null)}`,
  RefundApproved: () => '返金の調整を承認',
  RefundRejected: (d) => `返金の調整を却下${detail(because(d.reason))}`,
  RefundWithdrawn: (d) => `返金の申請を取り下げ${detail(because(d.reason))}`,
  OrderRefunded: (d) => (d.method === 'bank' ? `振込での返金を受付${detail(yen(d.amount))}` : `カードへ返金${detail(yen(d.amount))}`),
  BankRefundPaid: () => '振込での返金を送金済みにする',
  // lessons
  LessonScheduled: (d) => `${d.kind === 'group' ? 'グループ' : ''}レッスンを予定${detail(at(d.startsAt))}`,
  LessonRescheduled: (d) => `レッスンの日時を変更${detail(at(d.startsAt))}`,
  LessonCancelledBySchool: (d) => `レッスンをスクール都合で中止${detail(text(d.reason))}`,
  LessonCancelledLate: (d) => `レッスンの直前キャンセルを記録${detail(text(d.reason))}`,
  LessonAttended: () => 'レッスンの出席を記録',
  LessonMissed: () => 'レッスンの欠席を記録',
  LessonCoachChanged: (d) => `レッスンの担当コーチを変更${detail(because(d.reason))}`,
  StrikeRecorded: () => 'ストライクを記録',
  StudentCoachAssigned: (d) =>
    d.previousCoachId ? `担当コーチを変更（${text(d.previousCoachName) ?? ''} → ${text(d.coachName) ?? ''}${because(d.reason) ? `・${because(d.reason)}` : ''}）` : `担当コーチを割り当て${detail(text(d.coachName))}`,
  StudentCoachUnassigned: (d) => `担当コーチを解除${detail(text(d.previousCoachName), because(d.reason))}`,
  StudentChartLinkSet: () => 'チャートのURLを設定',
  StudentChartLinkRemoved: () => 'チャートのURLを削除',
  KarteNoteWritten: (d) => (d.first ? 'レッスンのカルテを記入' : 'レッスンのカルテを更新'),
  GroupCreated: (d) => `グループ${quoted(d.name)}を作成${typeof d.members === 'number' ? `（${d.members}人）` : ''}`,
  GroupChanged: (d) => `グループ${quoted(d.name)}を変更${detail(changed(d.changed))}`,
  CoachChanged: (d) => `コーチ${quoted(d.name)}を変更${detail(changed(d.changed))}`,
  CoachDayOffAdded: (d) => `コーチの休みを登録${detail(text(d.day), text(d.note))}`,
  CoachDayOffRemoved: (d) => `コーチの休みを取り消し${detail(text(d.day))}`,
  CoachCalendarFeedRenewed: (d) => `コーチ${quoted(d.name)}のカレンダー配信URLを発行`,
  // camp
  CampEventCreated: (d) => `キャンプ${quoted(d.name)}を作成`,
  CampEventChanged: (d) => `キャンプ${quoted(d.name)}を変更${detail(changed(d.changed))}`,
  CampPaid: () => 'キャンプの入金を記録',
  CampApplicationCancelled: (d) => `キャンプの申し込みをキャンセル${detail(d.by === 'school' ? 'スクール都合' : null, yen(d.fee) && `手数料${yen(d.fee)}`, text(d.reason))}`,
  CampRefunded: (d) => `キャンプの返金を記録${detail(yen(d.amount))}`,
  // trials
  TrialCancelled: (d) => `無料体験を中止${detail(text(d.reason))}`,
  TrialAttended: () => '無料体験の出席を記録',
  TrialNoShow: () => '無料体験の欠席を記録',
  TrialHoursAdded: (d) => `体験枠を${d.replaced ? '変更' : '追加'}（${WEEKDAYS_JA[d.weekday as number] ?? ''} ${text(d.start) ?? ''}〜${text(d.end) ?? ''}${text(d.coachName) ? `・${text(d.coachName)}` : ''}${d.outsideHours ? '・時間外でも登録' : ''}）`,
  TrialHoursRemoved: (d) => `体験枠を削除（${WEEKDAYS_JA[d.weekday as number] ?? ''} ${text(d.start) ?? ''}〜${text(d.end) ?? ''}${text(d.coachName) ? `・${text(d.coachName)}` : ''}）`,
};

export function auditSummary(type: string, data: unknown): string {
  const summarize = SUMMARIES[type];
  return summarize ? summarize((data ?? {}) as Data) : `操作を記録（${type}）`;
}

/**
 * The one line of an action on one record: its events' summaries in order, joined (the projection joins them the same
 * way as each event arrives). A refund asked and carried out reads 「解約・返金を申請（…）、カードへ返金（…）」.
 */
export function auditLineSummary(events: Array<{ type: string; data: unknown }>): string {
  return events.map((e) => auditSummary(e.type, e.data)).join(AUDIT_SUMMARY_SEPARATOR);
}

/** The event types the audit log has words for. */
export const SUMMARIZED_EVENT_TYPES = Object.keys(SUMMARIES);
