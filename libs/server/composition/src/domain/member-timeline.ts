import { BillingTerms, type MemberTimelineActor } from '@coaching/contracts';

// The member timeline's words (the back office's member page): one readable Japanese sentence per event type,
// with the detail that matters to support, times in Asia/Tokyo. Pure: the controller gives it stored events.

const tokyo = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** '12月3日 20:00' in Asia/Tokyo; '' for anything that is not a time. */
export function tokyoShort(iso: unknown): string {
  if (typeof iso !== 'string') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(tokyo.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.month}月${parts.day}日 ${parts.hour}:${parts.minute}`;
}

const yen = (value: unknown) => (typeof value === 'number' ? `${value.toLocaleString('ja-JP')}円` : '');
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const when = (value: unknown) => {
  const at = tokyoShort(value);
  return at ? `（${at}〜）` : '';
};
const because = (value: unknown) => (text(value) ? `。理由: ${text(value)}` : '');
const month = (value: unknown) => (/^\d{4}-\d{2}$/.test(text(value)) ? `${Number(text(value).slice(5))}月` : '');

type Data = Record<string, unknown>;

const ACCOUNT_CHANGES: Readonly<Record<string, string>> = {
  registered: '会員登録しました',
  'email-verified': 'メールアドレスの確認が済みました',
  profile: 'プロフィールを変更しました',
  password: 'パスワードを変更しました',
  discord: 'Discord連携を変更しました',
  courses: '受講コースの一覧が変わりました',
  'trial-count': '無料体験の残り回数が変わりました',
  'trial-context': '無料体験のページから来訪しました',
};

const SENTENCES: Readonly<Record<string, (data: Data) => string>> = {
  // billing: orders
  PaymentRequested: (d) => `${d.kind === 'item' ? '追加アイテム' : 'プラン'}を申し込みました（${(BillingTerms.shortMethods as Record<string, string>)[text(d.method)] ?? '支払い方法不明'}）`,
  // `n` counts the order's charges from 0: the first charge reads plainly, the later instalments by number.
  ChargeCaptured: (d) => `${typeof d.n === 'number' && d.n > 0 ? `${d.n + 1}回目の` : ''}カード決済が完了しました`,
  ChargeFailed: (d) => `${typeof d.n === 'number' && d.n > 0 ? `${d.n + 1}回目の` : ''}カード決済に失敗しました${text(d.message) ? `（${text(d.message)}）` : ''}`,
  OrderFellIntoArrears: (d) => `${BillingTerms.monthlyInText}の${typeof d.n === 'number' ? `${d.n + 1}回目` : ''}が未払いになりました`,
  TransferReceived: (d) => `銀行振込の入金を確認しました${text(d.operatorName) ? `（確認: ${text(d.operatorName)}）` : ''}`,
  OrderCancelled: () => 'お支払い前の申し込みを取り消しました',
  OrderCardChanged: () => '毎月のお支払いのカードを変更しました',
  PersonalInformationSaved: () => '受講者情報を保存しました',
  // billing: subscriptions
  SubscriptionRequested: (d) => `${d.months ?? ''}か月分の受講を振込待ちで受け付けました（${yen(d.amount)}）`,
  SubscriptionStarted: (d) => `受講が始まりました（${d.months ?? ''}か月）`,
  SubscriptionExtended: (d) => `受講期間が${d.months ?? ''}か月延長されました`,
  SubscriptionRequestWithdrawn: () => '振込待ちの受講申し込みが取り下げられました',
  // identity: what changed on the account (never the values)
  MemberAccountChanged: (d) => ACCOUNT_CHANGES[text(d.change)] ?? '会員情報が変更されました',
  // identity: guardian links (issue 31); the link's stream joins the student's timeline
  GuardianLinkRequested: (d) => (d.requestedBy === 'guardian' ? '保護者から連携の申請が届きました' : '保護者に連携の招待を送りました'),
  GuardianLinkAccepted: (d) => `保護者との連携が承認されました${d.minorConsent ? '（未成年の受講への保護者の同意を記録）' : ''}`,
  GuardianLinkEnded: (d) =>
    d.declined ? '保護者の連携の招待が辞退・取り消しされました' : `保護者との連携が終了しました（${{ member: '受講生', guardian: '保護者', operator: 'サポート' }[text(d.endedBy)] ?? ''}）`,
  GuardianLinkInvitationResent: (d) => `保護者の連携の招待メールを再送しました${text((d.by as { party?: string } | undefined)?.party) ? '（招待した本人が送り直し、有効期限を延長）' : '（有効期限を延長）'}`,
  GuardianLinkConfirmedByAdult: (d) => (d.continues ? '18歳になった受講生が保護者との連携を続けることを選びました' : '18歳になった受講生が保護者との連携の終了を選びました'),
  // lessons
  LessonScheduled: (d) => `${d.kind === 'group' ? 'グループ' : ''}レッスンが予約されました${when(d.startsAt)}${d.source === 'make-up' ? '（振替）' : ''}`,
  LessonRescheduled: (d) => `レッスンの日時が ${tokyoShort(d.previousStartsAt)} から ${tokyoShort(d.startsAt)} に変更されました`,
  LessonCoachChanged: (d) => `レッスンの担当コーチが変わりました${because(d.reason)}`,
  LessonCancelledByMember: (d) => `会員がレッスンをキャンセルしました${because(d.reason)}`,
  LessonCancelledLate: (d) => `直前のキャンセルとして記録されました${because(d.reason)}`,
  LessonCancelledBySchool: (d) => `スクール都合でレッスンを中止しました${d.makeUpBy ? '（振替可）' : ''}${because(d.reason)}`,
  LessonForfeited: (d) => `${month(d.month)}の受講停止によりレッスンが消化扱いになりました`,
  LessonAttended: () => 'レッスンを受講しました',
  LessonMissed: () => 'レッスンを無断欠席しました',
  StudentCoachAssigned: (d) =>
    d.previousCoachId ? `担当コーチが${text(d.previousCoachName)}から${text(d.coachName)}に変わりました${because(d.reason)}` : `担当コーチが${text(d.coachName)}に決まりました`,
  StudentCoachUnassigned: (d) => `担当コーチ${text(d.previousCoachName)}が担当から外れました${because(d.reason)}`,
  KarteNoteWritten: (d) => (d.first ? 'コーチがレッスンのカルテを記入しました' : 'コーチがレッスンのカルテを更新しました'),
  StrikeRecorded: (d) => `${month(d.month)}の注意が記録されました（${d.count ?? '?'}回目）`,
  MonthSuspended: (d) => `注意が重なり${month(d.month)}の受講が停止されました`,
  // trials
  TrialRequested: (d) => `無料体験を申し込みました${when(d.startsAt)}`,
  TrialHeld: () => '無料体験の枠を仮押さえしました',
  TrialBooked: (d) => `無料体験の予約が確定しました${when(d.startsAt)}`,
  TrialHoldExpired: () => '無料体験の仮押さえが期限切れになりました',
  TrialHoldReleased: () => '無料体験の仮押さえを取り消しました',
  TrialCancelled: (d) => `${d.by === 'school' ? 'スクール都合で' : ''}無料体験がキャンセルされました${because(d.reason)}`,
  TrialAttended: () => '無料体験に出席しました',
  TrialNoShow: () => '無料体験を欠席しました',
  TrialConverted: () => '無料体験から有料プランに移行しました',
};

/** The sentence for one event; an event type this list does not know yet still reads as a sentence. */
export function describeMemberEvent(type: string, data: unknown): string {
  const sentence = SENTENCES[type];
  return sentence ? sentence((data ?? {}) as Data) : '記録が追加されました（種類未登録）';
}

/** The event types the timeline has words for (tests hold every member-naming decider to it). */
export const DESCRIBED_EVENT_TYPES = Object.keys(SENTENCES);

/** Who did it, in words: the member, an operator by name, the system, a signed-out visitor. */
export function describeActor(actor: { type?: string; id?: string } | undefined | null, operatorNames: ReadonlyMap<string, string>): MemberTimelineActor {
  switch (actor?.type) {
    case 'member':
      return { type: 'member', label: '会員本人' };
    case 'operator':
      return { type: 'operator', label: (actor.id && operatorNames.get(actor.id)) || 'オペレーター（削除済み）' };
    case 'system':
      return { type: 'system', label: 'システム（自動処理）' };
    case 'visitor':
      return { type: 'visitor', label: '未ログインの申込者' };
    default:
      return { type: 'unknown', label: '記録なし' };
  }
}
