import { CardMessages, CatalogueMessages, GuardianMessages, PaymentMessages as m, RefundMessages, SubscriptionMessages } from '@coaching/contracts';
import { defineErrors } from '@coaching/server-core/errors';
import { PostalCodeMessages } from './postal-code';

/** The card provider words its refusals for the member (card-provider-errors.ts); the message travels as a parameter. */
const providerMessage = ({ message }: { message: string }) => message;

/** The billing context's refusals: each code's HTTP status, Japanese message and the field it belongs to. */
export const BillingErrors = defineErrors('BILLING', {
  // Quotes: the plan or item is not on sale, or the coupon does not apply.
  PLAN_NOT_FOUND: { status: 404, message: CatalogueMessages.planNotFound },
  ITEM_NOT_FOUND: { status: 404, message: CatalogueMessages.itemNotFound },
  // Every refusal of a coupon reads the same to the member (spec §8), so codes cannot be probed.
  COUPON_INVALID: { status: 422, field: 'coupon_code', message: m.couponInvalid },
  // Its limit of uses (max_uses) is reached: checked with the quote, and claimed under the coupon's lock as the
  // order is placed, where the last use goes to one order only. Its own code (logs, tests); the member reads the
  // same message as any other refusal of a coupon (spec §8).
  COUPON_USED_UP: { status: 422, field: 'coupon_code', message: m.couponInvalid },

  // The price list (domain/plan-pricing, item-pricing): a period, method or quantity it does not sell.
  INVALID_PERIOD: { status: 422, field: 'period', message: m.invalidPeriod },
  PERIOD_NOT_OFFERED: { status: 422, field: 'period', message: m.periodNotOffered },
  GROUP_PLAN_PERIOD: { status: 422, field: 'period', message: m.groupPlanPeriod },
  SPLIT_NEEDS_PERIOD: { status: 422, field: 'method', message: m.splitNeedsPeriod },
  METHOD_NOT_ALLOWED: { status: 422, field: 'method', message: m.methodRequired },
  ITEM_METHOD_NOT_ALLOWED: { status: 422, field: 'method', message: m.itemMethodNotAllowed },
  INVALID_QUANTITY: { status: 422, field: 'quantity', message: m.invalidQuantity },

  // Purchases (spec §2 /payments/create, §8).
  DUPLICATE_REQUEST: { status: 409, message: m.duplicateRequest },
  PERSONAL_INFORMATION_INCOMPLETE: { status: 422, message: m.personalInformationIncomplete },
  PLAN_ALREADY_PURCHASED: { status: 422, message: m.planAlreadyPurchased },
  SAME_GAME_ADD_PLAN_PURCHASED: { status: 422, message: m.sameGameAddPlanPurchased },
  CARD_REGISTRATION_FAILED: { status: 422, message: m.cardRegistrationFailed },
  NO_DEFAULT_CARD: { status: 422, field: 'defaultCard', message: m.noDefaultCard },
  // A guardian buying for a child (ADR 0038): the link is not theirs, not accepted or ended; the child's information is missing.
  CHILD_NOT_LINKED: { status: 404, message: GuardianMessages.childNotLinked },
  CHILD_INFORMATION_INCOMPLETE: { status: 422, message: GuardianMessages.childInformationIncomplete },

  // The card provider (card-provider/): it refused (a decline, a used or expired token…), or could not be reached.
  CARD_REFUSED: { status: 422, field: 'token', message: providerMessage },
  PROVIDER_UNAVAILABLE: { status: 503, message: providerMessage },

  // Saved cards (spec §8: each failure has its toast; §9 at most 5).
  CARD_LIMIT_REACHED: { status: 422, field: 'token', message: CardMessages.limitReached },
  // Every refusal of a new card reads as the spec's toast: a used or expired token, a card the provider refuses.
  CARD_SAVE_REFUSED: { status: 422, field: 'token', message: CardMessages.saveFailed },
  CARD_SAVE_UNAVAILABLE: { status: 503, message: CardMessages.saveFailed },
  // Not one of this member's cards (another member's, deleted, or none): nothing is changed.
  CARD_NOT_FOUND: { status: 404, field: 'card_seq', message: m.cardNotFound },
  // A refund asked for a token charge (commands/refund-card-charge.handler.ts) the provider has no record of.
  CHARGE_NOT_FOUND: { status: 404, message: m.paymentNotFound },
  CARD_DELETE_REFUSED: { status: 422, field: 'card_seq', message: CardMessages.deleteFailed },
  CARD_DELETE_UNAVAILABLE: { status: 503, message: CardMessages.deleteFailed },
  // The card still pays a monthly schedule, or a charge under way: move the schedule first (issue 32).
  CARD_PAYS_SCHEDULE: { status: 409, field: 'card_seq', message: CardMessages.paysSchedule },
  CARD_PAYS_PENDING_ORDER: { status: 409, field: 'card_seq', message: CardMessages.paysPendingOrder },
  NO_MONTHLY_CHARGES_AHEAD: { status: 409, message: CardMessages.noChargesAhead },
  SCHEDULE_MOVE_REFUSED: { status: 422, field: 'card_seq', message: CardMessages.scheduleMoveFailed },
  SCHEDULE_MOVE_UNAVAILABLE: { status: 503, message: CardMessages.scheduleMoveFailed },
  CARD_DEFAULT_REFUSED: { status: 422, field: 'card_seq', message: CardMessages.defaultChangeFailed },
  CARD_DEFAULT_UNAVAILABLE: { status: 503, message: CardMessages.defaultChangeFailed },
  // Reading the cards needs the provider; without it the page cannot show them.
  CARDS_UNAVAILABLE: { status: 503, message: '登録済みのカードを読み込めませんでした。時間をおいて再度お試しください。' },

  // Orders (`PAYMENT_NOT_FOUND`: an order, by its name on the wire).
  PAYMENT_NOT_FOUND: { status: 404, message: m.paymentNotFound },
  NOT_A_BANK_TRANSFER: { status: 422, message: '銀行振込のお申し込みではありません。' },
  ORDER_CANCELLED: { status: 422, message: 'このお申し込みは取り消されています。' },
  // Cancelling with a refund (解約・返金, domain/order-refund.ts), by support, approved by an admin above the threshold.
  REFUND_NOT_PAID: { status: 422, message: 'お支払いが確認できていないため、返金できません。' },
  REFUND_ONLY_PLANS: { status: 422, message: '解約・返金できるのはプランのお申し込みです。' },
  REFUND_ALREADY_REQUESTED: { status: 409, message: 'このお申し込みの解約・返金はすでに受け付けています。' },
  REFUND_AMOUNT_INVALID: { status: 422, field: 'amount', message: '返金額は0円以上、お支払済みの金額以下で入力してください。' },
  REFUND_ADJUSTMENT_REASON_REQUIRED: { status: 422, field: 'adjustment_reason', message: '返金額を調整する理由を入力してください。' },
  // Within the cooling-off everything received goes back (the terms, the legal notice): no adjustment lowers it.
  REFUND_COOLING_OFF_IN_FULL: { status: 422, field: 'amount', message: RefundMessages.coolingOffFullRefund },
  REFUND_NOT_FOUND: { status: 404, message: '返金の申請が見つかりません。' },
  REFUND_NOT_AWAITING_APPROVAL: { status: 422, message: 'この返金は承認待ちではありません。' },
  REFUND_WITHDRAWN: { status: 409, message: RefundMessages.withdrawn },
  REFUND_ALREADY_DECIDED: { status: 409, message: RefundMessages.alreadyDecided },
  REFUND_WITHDRAW_NOT_YOURS: { status: 403, message: RefundMessages.withdrawNotYours },
  REFUND_SELF_APPROVAL: { status: 403, message: '自分が申請した返金は承認できません。別の管理者が承認してください。' },
  REFUND_NOT_APPROVED: { status: 422, message: 'この返金はまだ承認されていません。' },
  REFUND_IN_PROGRESS: { status: 409, message: '返金を処理しています。しばらくしてから画面を更新してください。' },
  NOT_A_BANK_REFUND: { status: 422, message: '銀行振込での返金ではありません。' },
  // The member calls off an order only while it is an unpaid bank transfer.
  PAID_ORDER_NOT_CANCELLABLE: { status: 422, message: SubscriptionMessages.cannotCancelPaid },
  CARD_ORDER_NOT_CANCELLABLE: { status: 422, message: SubscriptionMessages.cannotCancelCard },

  // The address lookup of the personal-information form.
  POSTAL_CODE_INVALID: { status: 422, field: 'zipcode', message: PostalCodeMessages.invalid },
  POSTAL_CODE_UNAVAILABLE: { status: 503, message: PostalCodeMessages.unavailable },
});
