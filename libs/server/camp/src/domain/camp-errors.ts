import { CampMessages as m } from '@coaching/contracts';
import { defineErrors } from '@coaching/server-core/errors';

/** The camp context's refusals: each code's HTTP status, Japanese message (spec §5, §8 where it has one) and field. */
export const CampErrors = defineErrors('CAMP', {
  // Spec §8: the plan lookup failing means the application period has ended.
  PERIOD_ENDED: { status: 422, message: m.periodEnded },
  APPLICATION_FAILED: { status: 422, message: m.applicationFailed },
  PAYMENT_FAILED: { status: 422, message: m.paymentFailed },
  // The card provider's own words (spec §8: provider messages are shown).
  CARD_REFUSED: { status: 422, field: 'card_token', message: (p: { message: string }) => p.message },
  TOKEN_INVALID: { status: 422, field: 'token', message: m.tokenInvalid },
  TOKEN_USED: { status: 422, field: 'token', message: m.tokenUsed },
  TOKEN_EXPIRED: { status: 422, field: 'token', message: m.tokenExpired },
  HEADCOUNT_INVALID: { status: 422, field: 'count', message: m.headcountInvalid },
  GRADE_INVALID: { status: 422, field: 'children', message: m.gradeInvalid },
  PLAN_MISMATCH: { status: 422, field: 'plan_id', message: m.planMismatch },
  FULL: { status: 422, field: 'count', message: m.full },
  SEATS_SHORT: { status: 422, field: 'count', message: (p: { left: number }) => m.seatsShort(p.left) },
  PAYMENT_IN_PROGRESS: { status: 409, message: m.paymentInProgress },
  CAMP_NOT_FOUND: { status: 404, message: m.campNotFound },
  APPLICATION_NOT_FOUND: { status: 404, message: m.applicationNotFound },
  NOT_AWAITING_TRANSFER: { status: 422, message: m.notAwaitingTransfer },
  NOT_PAID: { status: 422, message: m.notPaid },
  ALREADY_CANCELLED: { status: 422, message: m.alreadyCancelled },
  RECEIPT_NOT_FOUND: { status: 404, message: m.receiptNotFound },
  // The parent's cancel link (issue 34): forged, or the application no longer awaits its transfer.
  CANCEL_LINK_INVALID: { status: 422, message: m.cancelLinkInvalid },
  CAPACITY_BELOW_SEATED: { status: 422, field: 'capacity', message: m.capacityBelowSeated },
});
