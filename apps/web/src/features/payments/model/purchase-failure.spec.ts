import { PaymentMessages } from '@coaching/contracts';
import { ApiError } from '../../../lib/http';
import { describePurchaseFailure } from './purchase-failure';

describe('describePurchaseFailure', () => {
  it('sends the add-plan refusals to /mypage, as message or as field error', () => {
    expect(describePurchaseFailure(new ApiError(422, PaymentMessages.planAlreadyPurchased), 'bulk')).toEqual({ kind: 'add-plan', message: PaymentMessages.planAlreadyPurchased });
    expect(describePurchaseFailure(new ApiError(422, undefined, { plan_id: [PaymentMessages.sameGameAddPlanPurchased] }), 'bank')).toEqual({
      kind: 'add-plan',
      message: PaymentMessages.sameGameAddPlanPurchased,
    });
  });

  it("shows a 422's reason, its first field error, or the method's message", () => {
    expect(describePurchaseFailure(new ApiError(422, PaymentMessages.tokenExpired), 'bulk')).toEqual({ kind: 'retry', message: PaymentMessages.tokenExpired });
    expect(describePurchaseFailure(new ApiError(422, undefined, { token: [PaymentMessages.cardRequired] }), 'split')).toEqual({ kind: 'retry', message: PaymentMessages.cardRequired });
    expect(describePurchaseFailure(new ApiError(422, undefined), 'bank')).toEqual({ kind: 'retry', message: PaymentMessages.transferMailFailed });
  });

  it('says a purchase is already under way on 409', () => {
    expect(describePurchaseFailure(new ApiError(409, undefined), 'bulk')).toEqual({ kind: 'retry', message: PaymentMessages.duplicateRequest });
  });

  it("shows why a member may not buy on 403 (a suspension's reason), and the method's message when the refusal says nothing", () => {
    const suspended = 'ご利用を停止しています（理由：お支払いの確認が取れないため）。';
    expect(describePurchaseFailure(new ApiError(403, suspended), 'bulk')).toEqual({ kind: 'retry', message: suspended });
    expect(describePurchaseFailure(new ApiError(403, undefined), 'bank')).toEqual({ kind: 'retry', message: PaymentMessages.transferMailFailed });
  });

  it("uses the spec's messages for server and network failures, never a raw error", () => {
    expect(describePurchaseFailure(new ApiError(500, 'Internal Server Error'), 'bulk')).toEqual({ kind: 'retry', message: PaymentMessages.paymentFailed });
    expect(describePurchaseFailure(new TypeError('Failed to fetch'), 'bank')).toEqual({ kind: 'retry', message: PaymentMessages.transferMailFailed });
  });
});
