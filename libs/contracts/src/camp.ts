import { z } from 'zod';
import { CAMP_HEADCOUNT_MAX, CAMP_HEADCOUNT_MIN } from './constants';
import { KATAKANA, PERSON_NAME_MAX_LENGTH, phoneNumberField } from './personal-information';
import type { PaymentReceipt } from './payments';
import type { BankTransferDetails } from './subscriptions';

// The Fortnite camp (spec §1, §2, §3, §5, §7, §8, §9): a parent applies without an account, gets a link by
// mail, and pays for 1 to 10 children by card (lump sum) or bank transfer.

export const CampMessages = {
  // Spec §5 and §8, word for word (the spec's '電話番号をを' included).
  nameRequired: '名前を入力して下さい',
  kanaRequired: '氏名（ヨミ）を入力して下さい',
  emailRequired: 'メールアドレスを入力して下さい',
  phoneRequired: '電話番号をを入力して下さい',
  applicationFailed: '申し込みに失敗しました。',
  paymentFailed: '決済に失敗しました。お問い合わせください',
  periodEnded: '申し込み期間は終了しました。',
  // Ours, in the same voice.
  applied: '入力されたメールアドレスに申し込み用のURLを送信しました。メールをご確認ください。',
  nameTooLong: `名前は${PERSON_NAME_MAX_LENGTH}文字以内で入力してください。`,
  kanaInvalid: 'フリガナは全角カタカナで入力してください。',
  emailInvalid: 'メールアドレスを正しく入力してください。',
  consentRequired: '参加規約・プライバシーポリシー・特定商取引法に基づく表記のすべてに同意してください。',
  headcountInvalid: `参加人数は${CAMP_HEADCOUNT_MIN}〜${CAMP_HEADCOUNT_MAX}名で選択してください。`,
  childrenMismatch: '参加人数とお子さまの情報の数が一致しません。',
  childNameRequired: 'お子さまの名前を入力して下さい',
  childKanaRequired: 'お子さまの氏名（ヨミ）を入力して下さい',
  gradeInvalid: '対象学年（小学4年生〜高校3年生）を選択してください。',
  notesTooLong: 'アレルギー・備考は500文字以内で入力してください。',
  emergencyNameRequired: '緊急連絡先のお名前を入力して下さい',
  emergencyPhoneRequired: '緊急連絡先の電話番号を入力して下さい',
  methodInvalid: 'お支払い方法を選択してください。',
  cardTokenRequired: 'カード情報を入力してください。',
  tokenInvalid: '申し込み用のURLが正しくありません。お手数ですが、もう一度お申し込みください。',
  tokenUsed: 'このURLからのお支払いはすでに完了しています。',
  tokenExpired: '申し込み用のURLの有効期限が切れました（申し込み期間は終了しました）。',
  full: '定員に達したため、お申し込みいただけません。',
  seatsShort: (left: number) => `残りの席が${left}名分のため、お申し込みいただけません。人数を減らしてお試しください。`,
  planMismatch: 'お申し込みのキャンプが変更されました。ページを再読み込みしてください。',
  campNotFound: 'キャンプが見つかりません。',
  applicationNotFound: 'お申し込みが見つかりません。',
  notAwaitingTransfer: 'このお申し込みは振込待ちではありません。',
  notPaid: 'お支払いが完了していないお申し込みは取り消しできません。',
  // Issue 34: an application whose transfer is awaited is cancelled by staff or by the parent from the mailed link.
  unpaidCancelReasonRequired: '取り消しの理由を入力してください。',
  cancelReasonTooLong: '取り消しの理由は500文字以内で入力してください。',
  cancelLinkInvalid: 'このURLからはお申し込みを取り消せません。お支払い済みの場合や、すでに取り消し済みの場合は、お問い合わせ窓口までご連絡ください。',
  parentCancelled: 'お申し込みを取り消しました。確認のメールをお送りしました。',
  alreadyCancelled: 'このお申し込みはすでに取り消されています。',
  eventInvalid: 'キャンプの日程・申し込み期間・対象学年を正しく入力してください。',
  capacityBelowSeated: 'すでに席を確保しているお子さまの数より少ない定員にはできません。',
  paymentInProgress: 'お支払いを処理しています。しばらくしてからもう一度お試しください。',
  cardComplete: 'お申し込みが完了しました。イベントの詳細はメールでお送りします。',
  bankComplete: 'お振込のご案内をメールでお送りしました。お支払い期限までにお振込みください。',
  receiptNotFound: '領収書を表示できるお支払いが見つかりませんでした。メールのリンクからもう一度お開きください。',
} as const;

/** The grades the camp takes (spec §1: elementary grade 4 to high-school grade 3), youngest first. */
export const CAMP_GRADES = ['e4', 'e5', 'e6', 'j1', 'j2', 'j3', 'h1', 'h2', 'h3'] as const;
export type CampGrade = (typeof CAMP_GRADES)[number];
export const CAMP_GRADE_LABELS: Record<CampGrade, string> = {
  e4: '小学4年生',
  e5: '小学5年生',
  e6: '小学6年生',
  j1: '中学1年生',
  j2: '中学2年生',
  j3: '中学3年生',
  h1: '高校1年生',
  h2: '高校2年生',
  h3: '高校3年生',
};

/** Spec §3 camp payment request `method`: card lump sum (`bulk`) or bank transfer. */
export const CAMP_PAYMENT_METHODS = ['bulk', 'bank'] as const;
export type CampPaymentMethod = (typeof CAMP_PAYMENT_METHODS)[number];
export const CAMP_METHOD_LABELS: Record<CampPaymentMethod, string> = { bulk: 'クレジットカード（一括払い）', bank: '銀行振込' };

/** The three documents the parent agrees to, and the versions we publish (recorded with each application). */
export const CAMP_CONSENTS = ['camp_rule', 'privacy', 'camp_ebizrule'] as const;
export type CampConsent = (typeof CAMP_CONSENTS)[number];
export const CAMP_CONSENT_VERSIONS: Record<CampConsent, string> = { camp_rule: '2026-11-01', privacy: '2026-11-01', camp_ebizrule: '2026-11-01' };

const m = CampMessages;
const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: tooLong, abort: true });
const name = (required: string) => text(required, PERSON_NAME_MAX_LENGTH, m.nameTooLong);
const kana = (required: string) => name(required).regex(KATAKANA, { error: m.kanaInvalid });
const ticked = z.preprocess((value) => value === true || value === 1 || value === '1' || value === 'true', z.literal(true, { error: m.consentRequired }));

/** POST /api/camp_users (spec §3 camp applicant, §5): name, kana, email, phone and the three consents. */
export const campApplicantSchema = z.object({
  name: name(m.nameRequired),
  kana: kana(m.kanaRequired),
  email: text(m.emailRequired, 255, m.emailInvalid).pipe(z.email({ error: m.emailInvalid })),
  phone_number: phoneNumberField(m.phoneRequired),
  agree_rule: ticked,
  agree_privacy: ticked,
  agree_ebizrule: ticked,
});
export type CampApplicantRequest = z.input<typeof campApplicantSchema>;

export const campHeadcountSchema = z.coerce
  .number({ error: m.headcountInvalid })
  .int({ error: m.headcountInvalid })
  .min(CAMP_HEADCOUNT_MIN, { error: m.headcountInvalid })
  .max(CAMP_HEADCOUNT_MAX, { error: m.headcountInvalid });

export const campChildSchema = z.object({
  name: name(m.childNameRequired),
  kana: kana(m.childKanaRequired),
  grade: z.enum(CAMP_GRADES, { error: m.gradeInvalid }),
  notes: z.string().trim().max(500, { error: m.notesTooLong }).optional().default(''),
  emergency_name: name(m.emergencyNameRequired),
  emergency_phone: phoneNumberField(m.emergencyPhoneRequired),
});
export type CampChildInput = z.input<typeof campChildSchema>;
export type CampChild = z.output<typeof campChildSchema>;

/** The payment step of the parent's page (spec §2): head-count, method and each child. */
export const campPaymentStepSchema = z
  .object({
    count: campHeadcountSchema,
    method: z.enum(CAMP_PAYMENT_METHODS, { error: m.methodInvalid }),
    children: z.array(campChildSchema, { error: m.childrenMismatch }).max(CAMP_HEADCOUNT_MAX, { error: m.childrenMismatch }),
  })
  .superRefine((value, ctx) => {
    if (value.children.length !== value.count) ctx.addIssue({ code: 'custom', path: ['children'], message: m.childrenMismatch });
  });
export type CampPaymentStepInput = z.input<typeof campPaymentStepSchema>;
export type CampPaymentStep = z.output<typeof campPaymentStepSchema>;

/** POST /api/camp_users/payment (spec §3 camp payment request) plus the children of §1. */
export const campPaymentSchema = z
  .object({
    count: campHeadcountSchema,
    method: z.enum(CAMP_PAYMENT_METHODS, { error: m.methodInvalid }),
    token: z.string({ error: m.tokenInvalid }).trim().min(1, { error: m.tokenInvalid }).max(200, { error: m.tokenInvalid }),
    plan_id: z.coerce.number({ error: m.planMismatch }).int({ error: m.planMismatch }).positive({ error: m.planMismatch }),
    card_token: z.string().trim().max(500, { error: m.cardTokenRequired }).optional(),
    children: z.array(campChildSchema, { error: m.childrenMismatch }).max(CAMP_HEADCOUNT_MAX, { error: m.childrenMismatch }),
  })
  .superRefine((value, ctx) => {
    if (value.children.length !== value.count) ctx.addIssue({ code: 'custom', path: ['children'], message: m.childrenMismatch });
    if (value.method === 'bulk' && !value.card_token) ctx.addIssue({ code: 'custom', path: ['card_token'], message: m.cardTokenRequired });
  });
export type CampPaymentRequest = z.input<typeof campPaymentSchema>;

/** Spec §3 camp plan, as `GET /api/camp_users/plan?count=` answers it in `data.data`. */
export interface CampPlan {
  id: number;
  name: string;
  venue: string;
  starts_at: string;
  ends_at: string;
  /** Tax included, yen. */
  price: number;
  grade_from: CampGrade;
  grade_to: CampGrade;
  seats_left: number;
  application_ends_at: string;
  /** The parent pays by the day before the event (spec §9), Tokyo date `yyyy-MM-dd`. */
  payment_due_date: string;
}
export interface CampPlanAnswer {
  plan: CampPlan;
  calc: { count: number; total: number };
}

/** What the payment page reads about the application its token opens. */
export interface CampApplicationForToken {
  name: string;
  email: string;
  status: CampApplicationStatus;
  plan: CampPlan;
}

export const CAMP_APPLICATION_STATUSES = ['applied', 'payment_requested', 'awaiting_transfer', 'paid', 'payment_failed', 'released', 'cancelled', 'refunded'] as const;
export type CampApplicationStatus = (typeof CAMP_APPLICATION_STATUSES)[number];
export const CAMP_STATUS_LABELS: Record<CampApplicationStatus, string> = {
  applied: '申込済み（未決済）',
  payment_requested: '決済処理中',
  awaiting_transfer: '振込待ち',
  paid: '支払い済み',
  payment_failed: '決済失敗',
  released: '期限切れ（席を解放）',
  cancelled: '取消（返金待ち）',
  refunded: '取消・返金済み',
};

/** Back office: a camp event as created or edited. */
export const campEventSchema = z
  .object({
    name: text(m.eventInvalid, 200, m.eventInvalid),
    venue: text(m.eventInvalid, 300, m.eventInvalid),
    starts_at: z.iso.datetime({ offset: true, error: m.eventInvalid }),
    ends_at: z.iso.datetime({ offset: true, error: m.eventInvalid }),
    capacity: z.coerce.number({ error: m.eventInvalid }).int({ error: m.eventInvalid }).min(1, { error: m.eventInvalid }).max(1000, { error: m.eventInvalid }),
    price: z.coerce.number({ error: m.eventInvalid }).int({ error: m.eventInvalid }).min(0, { error: m.eventInvalid }).max(10_000_000, { error: m.eventInvalid }),
    application_starts_at: z.iso.datetime({ offset: true, error: m.eventInvalid }),
    application_ends_at: z.iso.datetime({ offset: true, error: m.eventInvalid }),
    grade_from: z.enum(CAMP_GRADES, { error: m.gradeInvalid }),
    grade_to: z.enum(CAMP_GRADES, { error: m.gradeInvalid }),
  })
  .superRefine((v, ctx) => {
    if (!(new Date(v.ends_at) > new Date(v.starts_at))) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: m.eventInvalid });
    if (!(new Date(v.application_ends_at) > new Date(v.application_starts_at))) ctx.addIssue({ code: 'custom', path: ['application_ends_at'], message: m.eventInvalid });
    if (new Date(v.application_ends_at) > new Date(v.starts_at)) ctx.addIssue({ code: 'custom', path: ['application_ends_at'], message: m.eventInvalid });
    if (CAMP_GRADES.indexOf(v.grade_from) > CAMP_GRADES.indexOf(v.grade_to)) ctx.addIssue({ code: 'custom', path: ['grade_to'], message: m.gradeInvalid });
  });
export type CampEventInput = z.input<typeof campEventSchema>;

export interface AdminCampEvent {
  id: number;
  name: string;
  venue: string;
  starts_at: string;
  ends_at: string;
  capacity: number;
  seats_taken: number;
  price: number;
  application_starts_at: string;
  application_ends_at: string;
  grade_from: CampGrade;
  grade_to: CampGrade;
}

export interface AdminCampApplication {
  id: string;
  camp_event_id: number;
  camp_name: string;
  name: string;
  kana: string;
  email: string;
  phone_number: string;
  status: CampApplicationStatus;
  method: CampPaymentMethod | null;
  count: number;
  total: number;
  fee: number | null;
  refund: number | null;
  due_date: string | null;
  children: CampChild[];
  consents: { document: CampConsent; version: string; agreed_at: string }[];
  applied_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
}

/** Where the parent opens a camp receipt: the web page the camp mails link, signed (`?application=&sig=`). */
export const CAMP_RECEIPT_PATH = '/fortnite-camp/receipt';
export const campReceiptHref = (applicationId: string, signature: string) => `${CAMP_RECEIPT_PATH}?${new URLSearchParams({ application: applicationId, sig: signature }).toString()}`;

/**
 * `GET /api/camp_users/receipt?application=&sig=` (issue 32): the receipt (領収書) of a paid camp application,
 * addressed to the parent who applied. The member receipt's shape, so one document prints both.
 */
export type CampReceipt = PaymentReceipt;

/** `POST /api/camp_users/payment`'s answer: what the completion page summarises (issue 32). */
export interface CampPaymentResult {
  id: string;
  method: CampPaymentMethod;
  status: 'paid' | 'awaiting_transfer';
  /** Tax included. */
  total: number;
  count: number;
  camp: { name: string; venue: string; starts_at: string; ends_at: string };
  children: { name: string; grade: CampGrade }[];
  /** Where to send a transfer, and by when (Tokyo date `yyyy-MM-dd`); null for a card payment. */
  transfer: (BankTransferDetails & { due_date: string; amount: number }) | null;
  /** The receipt's signed page (`campReceiptHref`); null until paid. */
  receipt_href: string | null;
}

/**
 * Where the parent cancels an application whose bank transfer is awaited (issue 34): the page the transfer guide mail
 * links, signed (`?application=&sig=`, an HMAC of the application id, as the receipt's link). It cancels that
 * application and nothing else, and only while its transfer is awaited.
 */
export const CAMP_CANCEL_PATH = '/fortnite-camp/cancel';
export const campCancelHref = (applicationId: string, signature: string) => `${CAMP_CANCEL_PATH}?${new URLSearchParams({ application: applicationId, sig: signature }).toString()}`;

/** `GET /api/camp_users/cancel?application=&sig=`: what the parent's cancel page shows before they confirm. */
export interface CampCancelView {
  camp: { name: string; starts_at: string };
  count: number;
  /** Tax included: what the transfer would have been. */
  total: number;
  due_date: string | null;
}

const cancelReason = z.string({ error: CampMessages.cancelReasonTooLong }).trim().max(500, { error: CampMessages.cancelReasonTooLong });

/** `POST /api/camp_users/cancel` (the parent, from the signed link): the reason is theirs to give or not. */
export const campParentCancelSchema = z.object({
  application: z.uuid({ error: CampMessages.cancelLinkInvalid }),
  sig: z.string({ error: CampMessages.cancelLinkInvalid }).trim().min(1, { error: CampMessages.cancelLinkInvalid }).max(100, { error: CampMessages.cancelLinkInvalid }),
  reason: cancelReason.optional().default(''),
});

/** `POST /admin-api/camp-applications/{id}/cancel-unpaid` (admin, support): the reason is recorded and required. */
export const campUnpaidCancelSchema = z.object({
  reason: z
    .string({ error: CampMessages.unpaidCancelReasonRequired })
    .trim()
    .min(1, { error: CampMessages.unpaidCancelReasonRequired, abort: true })
    .max(500, { error: CampMessages.cancelReasonTooLong }),
});
