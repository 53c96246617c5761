import { z } from 'zod';
import type { BankTransferDetails } from './subscriptions';
import { ITEM_QUANTITY_MAX, ITEM_QUANTITY_MIN, PURCHASE_PERIOD_MAX, PURCHASE_PERIOD_MIN } from './constants';

// Buying plans and add-on items (spec §2 /payments*, §4 payment flow, §7 calls, §8 messages): payment
// methods, the requests of the calc and purchase calls, their answers, payment statuses and saved cards.

export const PAYMENT_METHODS = ['bulk', 'split', 'bank'] as const;
/** bulk: one card charge; split: one card charge a month (spec §9); bank: one bank transfer. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * The words for how money is taken, one glossary for the member's pages, the mails and the back office (issue 32). A
 * `split` order is monthly billing by the school — each month's fee charged to the card every month — not a card
 * company's instalment plan (分割払い), so it is never called that.
 */
export const BillingTerms = {
  /** The method, as a label. */
  monthly: 'カード毎月払い',
  /** The same, inside a sentence. */
  monthlyInText: '毎月払い',
  /** The charges of a monthly order, as a heading: 毎月のご請求（全3回）. */
  monthlyCharges: (count: number) => `毎月のご請求（全${count}回）`,
  /** How a mail names each method. */
  mailMethods: { bulk: 'クレジットカード（一括払い）', split: 'クレジットカード（毎月払い）', bank: '銀行振込' },
  /** The back office's short names (dashboard, member timeline). */
  shortMethods: { bulk: 'カード一括', split: 'カード毎月払い', bank: '銀行振込' },
  /** Add-on items (extra lessons, extra events) are counted in 回, never 点: 追加レッスン × 2回. */
  itemCount: (quantity: number) => `${quantity}回`,
  /** The order page's heading for its charges: one for a lump sum or a transfer, every month for monthly billing. */
  schedule: 'お支払いの予定と実績',
  /** A captured card payment in the back office (the provider's CAPTURE, 即時売上 in its own screens). */
  cardPaid: 'カード決済済み',
  /** A bank transfer's reference (振込名義に添える番号), shown only for bank transfers. */
  transferReference: 'お振込み番号',
} as const;

/** Add-on items are paid at once: by card or by bank transfer (spec §2 /payments/item). */
/** Each method as members and operators read it. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  bulk: 'カード一括払い',
  split: BillingTerms.monthly,
  bank: '銀行振込',
};

export const ITEM_PAYMENT_METHODS = ['bulk', 'bank'] as const;
export type ItemPaymentMethod = (typeof ITEM_PAYMENT_METHODS)[number];

export const PaymentMessages = {
  planAlreadyPurchased: 'このプランはすでに購入済みです。',
  sameGameAddPlanPurchased: '同じゲームの別の追加プランをすでに購入済みです。',
  cardRegistrationFailed: 'カード情報の登録に失敗しました。',
  paymentFailed: '決済に失敗しました。お問い合わせください。',
  /**
   * A card company's refusal without a more precise reason (issue 32: one clear message). The result page's toast for a
   * refused charge is the refusal's own message alone, never this and 「お問い合わせください」 together.
   */
  cardDeclined: 'カード会社によりお取引が承認されませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。',
  transferMailFailed: '振込案内メールの送信に失敗しました。',
  transferMailSent: 'お振込先のご案内をメールでお送りしました。メールをご確認のうえ、お振込みをお願いいたします。',
  couponVerified: 'クーポンコードを確認しました。',
  couponInvalid: 'クーポンコードが正しくありません。',
  couponCodeTooLong: 'クーポンコードは50文字以内で入力してください。',
  resultTimeout: '決済処理が完了しませんでした。',
  /** The result page after 60 s without an outcome: the worker is confirming it with the provider. */
  confirming: '決済結果を確認しています。',
  processing: '決済処理中です。このままお待ちください。',
  purchaseCompleted: 'ご購入ありがとうございます。お手続きが完了しました。',
  methodRequired: 'お支払い方法を選択してください。',
  itemMethodNotAllowed: '追加アイテムはカード一括払いまたは銀行振込でお支払いください。',
  splitNeedsPeriod: 'カード毎月払いは2か月以上の期間でご利用いただけます。',
  invalidPeriod: `期間は${PURCHASE_PERIOD_MIN}〜${PURCHASE_PERIOD_MAX}か月から選択してください。`,
  periodNotOffered: 'このプランは選択された期間ではご購入いただけません。別の期間を選択してください。',
  groupPlanPeriod: 'グループプランの期間は1か月のみです。',
  invalidQuantity: `数量は${ITEM_QUANTITY_MIN}〜${ITEM_QUANTITY_MAX}の範囲で選択してください。`,
  personalInformationIncomplete: 'ご購入の前に、受講者情報の登録をお願いいたします。',
  noPurchasablePlans: 'ご購入いただけるプランはありません。',
  noCourses: 'ご利用いただけるコースはありません。',
  noPaymentHistory: '決済履歴はありません。',
  duplicateRequest: 'このお申し込みはすでに受け付けています。決済の完了までしばらくお待ちください。',
  cardRequired: 'カード情報を入力するか、登録済みのカードを選択してください。',
  cardChoiceAmbiguous: '新しいカードと登録済みのカードは、どちらか一方を選択してください。',
  cardTokenRequired: 'カード情報を入力してください。',
  tokenExpired: 'カード情報の確認の有効期限が切れました。お手数ですが、もう一度カード情報を入力してください。',
  noDefaultCard: 'デフォルトカードが登録されていません。カード情報を入力してください。',
  cardNotFound: 'カードが見つかりませんでした。',
  cardSeqInvalid: 'カードを選択してください。',
  requestInvalid: 'お手続きの情報が正しくありません。ページを再読み込みして、もう一度お試しください。',
  paymentNotFound: '決済が見つかりませんでした。',
  receiptNotFound: '領収書を表示できるお支払いが見つかりませんでした。',
  planNotPurchasable: 'このプランは現在ご購入いただけません。',
  itemNotPurchasable: 'この追加アイテムは現在ご購入いただけません。',
} as const;

const m = PaymentMessages;

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: m.methodRequired });
export const itemPaymentMethodSchema = z.enum(ITEM_PAYMENT_METHODS, { error: m.itemMethodNotAllowed });

/** A query-string value left empty ('?period=') reads as absent, so the default applies. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Query strings and form posts carry numbers as text: '3' reads as 3; anything else not a whole number in range is refused. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

const periodNumber = wholeNumber(PURCHASE_PERIOD_MIN, PURCHASE_PERIOD_MAX, m.invalidPeriod);
const quantityNumber = wholeNumber(ITEM_QUANTITY_MIN, ITEM_QUANTITY_MAX, m.invalidQuantity);
const period = z.preprocess(blankToUndefined, periodNumber);
const quantity = z.preprocess(blankToUndefined, quantityNumber);

const couponCode = z.preprocess(
  blankToUndefined,
  z.string({ error: m.couponInvalid }).trim().max(50, { error: m.couponCodeTooLong }).optional(),
);

/** The single-use token the provider's script answered (PROTOCOLS.md); never a card number. */
const cardToken = z
  .string({ error: m.cardTokenRequired })
  .trim()
  .min(1, { error: m.cardTokenRequired, abort: true })
  .max(512, { error: m.cardTokenRequired, abort: true })
  .regex(/^[\x21-\x7e]+$/, { error: m.cardTokenRequired });

/** `defaultCard` from JSON (true) or a form ('1', 'true'). */
const flag = z.preprocess(
  (value) => (value === '1' || value === 'true' || value === 1 ? true : value === '0' || value === 'false' || value === 0 || value === '' || value === null ? false : value),
  z.boolean({ error: m.requestInvalid }),
);

/** Chosen by the browser once per purchase attempt, so a double click or a retry is one purchase. */
const idempotencyKey = z.uuid({ error: m.requestInvalid });

/** `GET /api/plans/{plan_id}/calc` (spec §7): the query string. */
export const planCalcQuerySchema = z.object({
  method: z.preprocess(blankToUndefined, paymentMethodSchema.default('bulk')),
  period: z.preprocess(blankToUndefined, periodNumber.default(1)),
  coupon_code: couponCode,
});
export type PlanCalcQuery = z.infer<typeof planCalcQuerySchema>;

/** `GET /api/subscriptions/extension`: where a held plan would end if this purchase were paid now. */
export const subscriptionExtensionQuerySchema = z.object({
  plan_id: wholeNumber(1, 2_147_483_647, m.requestInvalid),
  period: z.preprocess(blankToUndefined, periodNumber.default(1)),
});

/** `GET /api/items/{item_id}/calc` (spec §7): the query string. */
export const itemCalcQuerySchema = z.object({
  method: z.preprocess(blankToUndefined, itemPaymentMethodSchema.default('bulk')),
  quantity: z.preprocess(blankToUndefined, quantityNumber.default(1)),
});
export type ItemCalcQuery = z.infer<typeof itemCalcQuerySchema>;

type CardChoice = { method?: unknown; token?: string; defaultCard?: boolean };

/**
 * Card purchases need a card: a fresh token from the provider's script, or the member's saved default
 * card, never both (which card would be charged?). A bank transfer needs neither and ignores both.
 */
function requireCardChoice(value: CardChoice, ctx: z.RefinementCtx) {
  if (value.method === 'bank') return;
  const hasToken = typeof value.token === 'string' && value.token.length > 0;
  if (hasToken && value.defaultCard === true) ctx.addIssue({ code: 'custom', path: ['token'], message: m.cardChoiceAmbiguous });
  else if (!hasToken && value.defaultCard !== true) ctx.addIssue({ code: 'custom', path: ['token'], message: m.cardRequired });
}

const withoutCardForBank = <T extends CardChoice>(value: T): T =>
  value.method === 'bank' ? { ...value, token: undefined, defaultCard: false } : value;

/** `POST /api/plans/{plan_id}/purchase` (spec §7); the plan comes from the path. */
export const planPurchaseSchema = z
  .object({
    method: paymentMethodSchema,
    period,
    coupon_code: couponCode,
    token: cardToken.optional(),
    defaultCard: flag.default(false),
    idempotency_key: idempotencyKey,
  })
  .superRefine((value, ctx) => {
    requireCardChoice(value, ctx);
    // Spec §2: monthly split is offered only for a period over one month.
    if (value.method === 'split' && typeof value.period === 'number' && value.period <= 1) {
      ctx.addIssue({ code: 'custom', path: ['method'], message: m.splitNeedsPeriod });
    }
  })
  .transform(withoutCardForBank);
export type PlanPurchaseRequest = z.infer<typeof planPurchaseSchema>;

/** `POST /api/items/{item_id}/purchase` (spec §7); the item comes from the path. */
export const itemPurchaseSchema = z
  .object({
    method: itemPaymentMethodSchema,
    quantity,
    token: cardToken.optional(),
    defaultCard: flag.default(false),
    idempotency_key: idempotencyKey,
  })
  .superRefine(requireCardChoice)
  .transform(withoutCardForBank);
export type ItemPurchaseRequest = z.infer<typeof itemPurchaseSchema>;

/** `POST /api/payments/saveCard`: a token for the card to keep. */
export const saveCardSchema = z.object({ token: cardToken });
export type SaveCardRequest = z.infer<typeof saveCardSchema>;

/** `POST /api/payments/deleteCard`, `PUT /api/payments/cards`: the provider's card sequence number ('0', '1', …). */
export const cardSeqSchema = z.object({
  card_seq: z
    .union([z.string({ error: m.cardSeqInvalid }), z.number({ error: m.cardSeqInvalid })], { error: m.cardSeqInvalid })
    .transform((seq) => String(seq).trim())
    .pipe(z.string().regex(/^\d{1,4}$/, { error: m.cardSeqInvalid })),
});
export type CardSeqRequest = z.infer<typeof cardSeqSchema>;

/**
 * The answer of `GET /api/plans/{plan_id}/calc`: the confirmation page's breakdown (spec §2 /payments/create).
 * Every yen amount is tax included unless its name says otherwise. The lines add up exactly:
 *   admission_fee − discount_admission_fee + total_amount − discount_subtotal = total.
 */
export interface PlanCalcResult {
  /** The admission fee due with this purchase (33,000; 0 when already paid or for an add plan). */
  admission_fee: number;
  /** What the coupon takes off the admission fee (0 without an admission coupon); never more than admission_fee. */
  discount_admission_fee: number;
  /** The plan's monthly price for the chosen period. */
  monthly_amount: number;
  /**
   * The plan's price for the whole period before any discount: monthly_amount × period. Tax is computed per
   * charge, not per line, so when the plan shares a charge with the admission fee (or a charge covers several
   * months) and the tax of a line is not a whole yen, this may exceed monthly_amount × period by a yen or so.
   */
  total_amount: number;
  /** What the coupon takes off the plan's price (0 without a subtotal coupon); never more than total_amount. */
  discount_subtotal: number;
  /** What the member pays in all: the sum of the charges (`instalments`). */
  total: number;
  /** The consumption tax contained in `total` (the sum of each charge's tax, rounded down per charge). */
  tax: number;
  /** The plan's tax rate, as 1.1 for 10%. */
  tax_rate: number;
  /** The coupon applied, once verified; null without one. */
  coupon: { code: string; name: string } | null;
  /** Months bought. */
  period: number;
  method: PaymentMethod;
  /** The first charge: the whole total for bulk and bank; for split the first month, which also carries the admission fee. */
  first_charge: number;
  /** Every charge in order: one for bulk and bank, `period` monthly charges for split; they sum to `total`. */
  instalments: number[];
}

/** The answer of `GET /api/items/{item_id}/calc`. Yen amounts are tax included; an item is charged once. */
export interface ItemCalcResult {
  /** Price of one item. */
  unit_price: number;
  quantity: number;
  /**
   * Price of `quantity` items: the tax is computed once on the tax-excluded price × quantity, so this can exceed
   * unit_price × quantity by a yen or so when one item's tax is not a whole yen. Items take no coupon, so it equals `total`.
   */
  subtotal: number;
  /** The consumption tax contained in `total`. */
  tax: number;
  tax_rate: number;
  /** What the member pays. */
  total: number;
}

/**
 * Where a payment stands:
 * pending: the card charge is under way; awaiting_transfer: a bank transfer is expected;
 * authorised: the card is authorised (provisional sale), to be captured; captured: the money is taken
 * (a card sale, or a bank transfer received); failed: the charge was refused or could not be made;
 * refunded: paid back; in_arrears: a monthly split charge failed and is owed; void: cancelled before capture.
 */
export const PAYMENT_STATUSES = ['pending', 'awaiting_transfer', 'authorised', 'captured', 'failed', 'refunded', 'in_arrears', 'void'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The provider's job codes of a card charge (PROTOCOLS.md): AUTH provisional, SALES actual sale of an AUTH, CAPTURE immediate sale. */
export const PAYMENT_JOB_CODES = ['AUTH', 'SALES', 'CAPTURE'] as const;
export type PaymentJobCode = (typeof PAYMENT_JOB_CODES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: '決済処理中',
  awaiting_transfer: 'お振込待ち',
  authorised: '仮売上',
  captured: '実売上',
  failed: '決済失敗',
  refunded: '返金済み',
  in_arrears: '未払い',
  void: '取消',
};

/**
 * The status as the payment history shows it. A captured card charge reads as the provider names it
 * (spec §4: 仮売上 / 実売上 / 即時売上); a captured bank transfer (no job code) as received.
 */
export function paymentStatusLabel(status: PaymentStatus, jobCode: PaymentJobCode | null = null): string {
  if (status !== 'captured') return PAYMENT_STATUS_LABELS[status];
  if (jobCode === 'CAPTURE') return '即時売上';
  if (jobCode === null) return '入金済み';
  return PAYMENT_STATUS_LABELS.captured;
}

/**
 * The status as the back office shows it (issue 32): an operator's words, not the gateway's. A card payment taken is
 * カード決済済み whatever job code the provider used (即時売上/実売上 are its screens' words), a transfer received
 * 入金済み; `status_ja` of the member API keeps the spec's labels for the result page.
 */
export function operatorPaymentStatusLabel(status: PaymentStatus, jobCode: PaymentJobCode | null = null): string {
  if (status === 'captured') return jobCode === null ? '入金済み' : BillingTerms.cardPaid;
  if (status === 'authorised') return 'カード与信済み（未確定）';
  return PAYMENT_STATUS_LABELS[status];
}

/** Spec §4: a provisional, actual or immediate sale means the purchase succeeded; the result page stops polling. */
export function isPaymentSettled(status: PaymentStatus): boolean {
  return status === 'authorised' || status === 'captured';
}

/** The charge will not complete: the result page stops polling and shows the failure. */
export function isPaymentFailed(status: PaymentStatus): boolean {
  return status === 'failed' || status === 'void';
}

/** `GET /api/payments/{id}` and each row of `GET /api/payments` (spec §2 /payments/history, §3 Payment). */
export interface PaymentSummary {
  id: string;
  status: PaymentStatus;
  /** `paymentStatusLabel` of the status. */
  status_ja: string;
  /** When the money was taken (ISO 8601); null until then. */
  paid_at: string | null;
  /** Tax excluded; the history shows amount + tax. */
  amount: number;
  tax: number;
  method: PaymentMethod;
  game: { name: string };
  plan: { name: string } | null;
  item: { name: string } | null;
  /** Items bought; null for a plan. */
  quantity: number | null;
  /** Months bought; null for an item. */
  period: number | null;
}

/**
 * The status as members read it in their payment history: four words a parent understands, where
 * `status_ja` keeps the provider's (the result page decides success by the status). A cancelled order reads
 * as cancelled, never as a failure the member did not have.
 */
export function memberPaymentStatusLabel(status: PaymentStatus): string {
  switch (status) {
    case 'authorised':
    case 'captured':
      return '支払い済み';
    case 'pending':
    case 'awaiting_transfer':
      return '入金待ち';
    case 'refunded':
      return '返金済み';
    case 'void':
      return 'キャンセル済み';
    case 'failed':
    case 'in_arrears':
      return '失敗';
  }
}

/** Where and by when a pending bank transfer is sent (the transfer-guide mail says the same). */
export interface TransferDetails extends BankTransferDetails {
  /** The last day to transfer (ISO 8601). */
  due_at: string;
  /** Amount to transfer, tax included. */
  amount: number;
}

/** A row of `GET /api/payments` (and `GET /api/payments/{id}`): the summary plus what the history shows. */
export interface PaymentHistoryEntry extends PaymentSummary {
  /** When the order was placed (ISO 8601): the date of a row not paid yet. */
  ordered_at: string;
  /** When the charge failed (ISO 8601); null unless the order failed or fell into arrears. */
  failed_at: string | null;
  /** Charges of the order (a monthly split: one a month) and how many are paid. */
  charges_total: number;
  charges_paid: number;
  /** The latest charge taken: its number from 1 and its amount, tax included; null before the first. */
  last_charge: { number: number; amount: number; charged_at: string } | null;
  /** Where to send a transfer still awaited; null otherwise. */
  transfer: TransferDetails | null;
  /** The member may open the receipt (領収書): something has been paid. */
  has_receipt: boolean;
  /** What was paid back when the order was cancelled (解約) with a refund, tax included; null when nothing was. */
  refunded_amount: number | null;
  /** ISO 8601: when the next monthly payment is charged, as the back office shows it; null when none is ahead. */
  next_charge_at: string | null;
}

/** One payment received, on a receipt. */
export interface ReceiptLine {
  label: string;
  paid_at: string;
  /** Tax included. */
  amount: number;
  tax: number;
}

/** `GET /api/payments/{id}/receipt`: the receipt (領収書) of what a member has paid on one order. */
export interface PaymentReceipt {
  payment_id: string;
  receipt_number: string;
  issued_at: string;
  /** Who paid: the purchaser of the student information (a parent), else the student. */
  addressee: string;
  /** 但し書き: what the money was for. */
  description: string;
  method: PaymentMethod;
  lines: ReceiptLine[];
  /** The admission fee inside the first payment, tax included; 0 when none. */
  admission_fee: number;
  /** Sums of the lines: tax included, and the tax in it. */
  total: number;
  tax: number;
  /** The order's total, tax included (a monthly split: every month). */
  order_total: number;
}

/**
 * A monthly schedule still to be charged on one of the member's saved cards (`GET /api/payments/cards/schedules`):
 * the card cannot be deleted before its remaining payments move to another card (issue 32).
 */
export interface CardSchedule {
  payment_id: string;
  card_seq: string;
  /** What is paid for: the game and the plan. */
  title: string;
  /** Payments still to be charged, and how many in all. */
  charges_remaining: number;
  charges_total: number;
  /** ISO 8601: when the next one is charged. */
  next_charge_at: string;
  /** Tax included: the next payment's amount. */
  next_amount: number;
}

/** `POST /api/payments/cards/move-schedule`: the remaining payments of one order move to another saved card. */
export const moveScheduleSchema = cardSeqSchema.extend({
  payment_id: z.string({ error: '対象のお申し込みを選択してください。' }).uuid({ error: '対象のお申し込みを選択してください。' }),
});
export type MoveScheduleRequest = z.infer<typeof moveScheduleSchema>;

/** A card kept at the provider, as `GET /api/payments/cards` lists it (spec §3 Saved card). */
export interface SavedCard {
  card_seq: string;
  /** Masked by the provider: only the last digits show. */
  card_no: string;
  holder_name: string;
  /** YYMM. */
  expire: string;
  /** '1' the default card, '0' another. */
  default_flag: '1' | '0';
  /** The brand as the provider names it (its `Brand`), in the member's words: 'Visa', 'Mastercard', …; null when it gives none. */
  brand: string | null;
}

const CARD_BRAND_LABELS: Readonly<Record<string, string>> = { VISA: 'Visa', MASTER: 'Mastercard', JCB: 'JCB', AMEX: 'American Express', DINERS: 'Diners Club' };

/** The card provider's `Brand` (VISA, MASTER, JCB, AMEX, DINERS) as members read it; null for none or another. */
export const cardBrandLabel = (brand: string | null | undefined): string | null => CARD_BRAND_LABELS[brand?.trim().toUpperCase() ?? ''] ?? null;
