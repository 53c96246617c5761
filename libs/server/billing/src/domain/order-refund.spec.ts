import { domainError } from '@coaching/server-core/errors';
import { deciderSpec } from '@coaching/server-core/testing';
import { BillingErrors } from './billing-errors';
import { chargeToMake, orderDecider, paidSoFar, providerOrderId, type OrderEvent, type OrderState } from './order.decider';
import { allocateRefund, needsApproval, REFUND_ADJUSTMENT_APPROVAL_THRESHOLD, refundRequest, type RefundRequestedData } from './order-refund';
import { calculateRefund } from './refund-calculator';

const paymentId = '0b6f5a56-3c1e-4a8e-9d67-0c1f2e3d4a5b';
const SUPPORT = { id: 'op-support', name: 'サポート 一郎' };
const ADMIN = { id: 'op-admin', name: '管理 花子' };
const OTHER_ADMIN = { id: 'op-admin-2', name: '管理 次郎' };

const requested = (method: 'bulk' | 'split' | 'bank', kind: 'plan' | 'item' = 'plan'): OrderEvent => ({
  type: 'PaymentRequested',
  data: {
    paymentId,
    memberId: 'member-1',
    kind,
    planId: kind === 'plan' ? 3 : null,
    itemId: kind === 'item' ? 4 : null,
    gameId: 2,
    period: 3,
    quantity: 1,
    method,
    charges: Array.from({ length: method === 'split' ? 3 : 1 }, (_, i) => ({ amount: 33_000, tax: 3_300, dueAt: `2026-${11 + i}-22T00:00:00.000Z` })),
    admissionFee: 0,
    couponCode: null,
    cardSeq: method === 'bank' ? null : '0',
    requestedAt: '2026-11-22T00:00:00.000Z',
  },
});
const captured = (n: number): OrderEvent => ({
  type: 'ChargeCaptured',
  data: { n, providerOrderId: providerOrderId(paymentId, n), jobCode: 'CAPTURE', tranId: 't', approve: 'a', chargedAt: '2026-11-22T00:00:01.000Z' },
});
const ask = (over: Partial<RefundRequestedData> = {}): RefundRequestedData => ({
  kind: 'cooling-off',
  lines: [{ label: 'お支払済みの料金', amount: 36_300 }],
  paid: 36_300,
  calculated: 36_300,
  amount: 36_300,
  adjustmentReason: null,
  reason: '都合により',
  needsApproval: false,
  method: 'card',
  requestedBy: SUPPORT,
  requestedAt: '2026-11-23T00:00:00.000Z',
  ...over,
});
const asked = (over: Partial<RefundRequestedData> = {}): OrderEvent => ({ type: 'RefundRequested', data: ask(over) });
/** A request after the cooling-off, once the service started: the calculation keeps the lessons taken and the fee. */
const afterStart = (over: Partial<RefundRequestedData> = {}): RefundRequestedData =>
  ask({ kind: 'after-start', lines: [{ label: 'お支払済みの料金', amount: 36_300 }, { label: '解約手数料（残額の20%、上限50,000円）', amount: -7_260 }], calculated: 29_040, amount: 29_040, ...over });
const refunded: OrderEvent = { type: 'OrderRefunded', data: { method: 'card', amount: 36_300, trades: [], refundedAt: '2026-11-23T00:00:02.000Z' } };
const spec = deciderSpec(orderDecider);
const fold = (events: OrderEvent[]): OrderState => events.reduce(orderDecider.evolve, orderDecider.initialState());

describe('cancelling an order with a refund (order decider)', () => {
  it('given a paid card order, when support asks for the calculated refund, then it is requested and needs no approval', () => {
    spec.given([requested('bulk'), captured(0)]).when({ type: 'RequestRefund', data: ask() }).then([asked()]);
    expect(fold([requested('bulk'), captured(0), asked()]).refund?.status).toBe('approved');
  });

  it('given an order not paid yet, when support asks for a refund, then it is refused', () => {
    spec.given([requested('bulk')]).when({ type: 'RequestRefund', data: ask() }).thenThrows(domainError(BillingErrors.REFUND_NOT_PAID));
    spec.given([requested('bank')]).when({ type: 'RequestRefund', data: ask({ method: 'bank' }) }).thenThrows(domainError(BillingErrors.REFUND_NOT_PAID));
  });

  it('given an item order, when support asks for a refund, then it is refused: only plans are cancelled', () => {
    spec.given([requested('bulk', 'item'), captured(0)]).when({ type: 'RequestRefund', data: ask() }).thenThrows(domainError(BillingErrors.REFUND_ONLY_PLANS));
  });

  it('given a refund already asked, when asked again, then it is refused; after a rejection it may be asked again', () => {
    spec.given([requested('bulk'), captured(0), asked()]).when({ type: 'RequestRefund', data: ask() }).thenThrows(domainError(BillingErrors.REFUND_ALREADY_REQUESTED));
    const rejected: OrderEvent = { type: 'RefundRejected', data: { by: ADMIN, at: '2026-11-23T01:00:00.000Z', reason: '規約外' } };
    spec.given([requested('bulk'), captured(0), asked({ needsApproval: true, amount: 0, adjustmentReason: 'x' }), rejected]).when({ type: 'RequestRefund', data: ask() }).then([asked()]);
  });

  it('refuses an amount above what was paid, or negative, and an adjustment without its reason', () => {
    spec.given([requested('bulk'), captured(0)]).when({ type: 'RequestRefund', data: ask({ amount: 36_301 }) }).thenThrows(domainError(BillingErrors.REFUND_AMOUNT_INVALID));
    spec.given([requested('bulk'), captured(0)]).when({ type: 'RequestRefund', data: ask({ amount: -1 }) }).thenThrows(domainError(BillingErrors.REFUND_AMOUNT_INVALID));
    spec.given([requested('bulk'), captured(0)]).when({ type: 'RequestRefund', data: afterStart({ amount: 30_000 }) }).thenThrows(domainError(BillingErrors.REFUND_ADJUSTMENT_REASON_REQUIRED));
  });

  describe('within the cooling-off (8 days counting the notice day): everything paid comes back', () => {
    it('given a paid order within the cooling-off, when support asks for less than everything paid with a reason, then it is refused', () => {
      spec
        .given([requested('bulk'), captured(0)])
        .when({ type: 'RequestRefund', data: ask({ amount: 30_000, adjustmentReason: '受講済みの特別講習分を差し引くため' }) })
        .thenThrows(domainError(BillingErrors.REFUND_COOLING_OFF_IN_FULL));
    });

    it('given a paid order within the cooling-off, when support asks for nothing back (an adjustment an admin would approve), then it is refused all the same', () => {
      spec
        .given([requested('bulk'), captured(0)])
        .when({ type: 'RequestRefund', data: ask({ amount: 0, adjustmentReason: '不正利用のため返金なし', needsApproval: true }) })
        .thenThrows(domainError(BillingErrors.REFUND_COOLING_OFF_IN_FULL));
    });

    it('given a split order with one month paid within the cooling-off, when support asks for that month in full, then it is requested; a yen less is refused', () => {
      const firstMonth = { lines: [{ label: 'お支払済みの料金', amount: 36_300 }], paid: 36_300, calculated: 36_300 };
      spec.given([requested('split'), captured(0)]).when({ type: 'RequestRefund', data: ask({ ...firstMonth, amount: 36_300 }) }).then([asked({ ...firstMonth, amount: 36_300 })]);
      spec
        .given([requested('split'), captured(0)])
        .when({ type: 'RequestRefund', data: ask({ ...firstMonth, amount: 36_299, adjustmentReason: '端数' }) })
        .thenThrows(domainError(BillingErrors.REFUND_COOLING_OFF_IN_FULL));
    });

    it('given a paid order after the cooling-off, when support adjusts the calculation with a reason, then it is requested', () => {
      const adjusted = afterStart({ amount: 25_000, adjustmentReason: 'ご本人と相談のうえ' });
      spec.given([requested('bulk'), captured(0)]).when({ type: 'RequestRefund', data: adjusted }).then([{ type: 'RefundRequested', data: adjusted }]);
    });
  });

  it('given a split order with one month paid, counts only what was captured', () => {
    const state = fold([requested('split'), captured(0)]);
    expect(paidSoFar(state)).toBe(36_300);
    spec.given([requested('split'), captured(0)]).when({ type: 'RequestRefund', data: ask({ amount: 36_301, calculated: 36_301 }) }).thenThrows(domainError(BillingErrors.REFUND_AMOUNT_INVALID));
  });

  describe('approval by a second person', () => {
    const large = asked({ amount: 10_000, calculated: 36_300, adjustmentReason: '受講状況を考慮', needsApproval: true });

    it('given a large adjustment, when the same operator approves it, then it is refused (even an admin their own)', () => {
      spec.given([requested('bulk'), captured(0), large]).when({ type: 'ApproveRefund', data: { by: SUPPORT, at: '2026-11-23T01:00:00.000Z' } }).thenThrows(domainError(BillingErrors.REFUND_SELF_APPROVAL));
      const byAdmin = asked({ amount: 10_000, calculated: 36_300, adjustmentReason: 'x', needsApproval: true, requestedBy: ADMIN });
      spec.given([requested('bulk'), captured(0), byAdmin]).when({ type: 'ApproveRefund', data: { by: ADMIN, at: '2026-11-23T01:00:00.000Z' } }).thenThrows(domainError(BillingErrors.REFUND_SELF_APPROVAL));
      spec.given([requested('bulk'), captured(0), byAdmin]).when({ type: 'ApproveRefund', data: { by: OTHER_ADMIN, at: '2026-11-23T01:00:00.000Z' } }).then([{ type: 'RefundApproved', data: { by: OTHER_ADMIN, at: '2026-11-23T01:00:00.000Z' } }]);
    });

    it('given a large adjustment, when another operator approves, then it is approved and may be refunded; not before', () => {
      spec.given([requested('bulk'), captured(0), large]).when({ type: 'RecordRefund', data: refunded.data as never }).thenThrows(domainError(BillingErrors.REFUND_NOT_APPROVED));
      const approved: OrderEvent = { type: 'RefundApproved', data: { by: ADMIN, at: '2026-11-23T01:00:00.000Z' } };
      spec.given([requested('bulk'), captured(0), large]).when({ type: 'ApproveRefund', data: { by: ADMIN, at: '2026-11-23T01:00:00.000Z' } }).then([approved]);
      spec.given([requested('bulk'), captured(0), large, approved]).when({ type: 'RecordRefund', data: refunded.data as never }).then([refunded]);
    });

    it('given a request needing no approval, when someone approves it, then it is refused', () => {
      spec.given([requested('bulk'), captured(0), asked()]).when({ type: 'ApproveRefund', data: { by: ADMIN, at: 'x' } }).thenThrows(domainError(BillingErrors.REFUND_NOT_AWAITING_APPROVAL));
    });
  });

  describe('withdrawal of a request awaiting approval (issue 32)', () => {
    const large = asked({ amount: 10_000, calculated: 36_300, adjustmentReason: '受講状況を考慮', needsApproval: true });
    const withdrawal = (by = SUPPORT) => ({ by, at: '2026-11-23T02:00:00.000Z', reason: '会員と再度相談するため' });
    const withdrawn: OrderEvent = { type: 'RefundWithdrawn', data: withdrawal() };

    it('given a request awaiting approval, when the one who asked withdraws it, then it is withdrawn and the plan goes on charging', () => {
      spec.given([requested('split'), captured(0), large]).when({ type: 'WithdrawRefund', data: withdrawal(), byAdmin: false }).then([withdrawn]);
      expect(chargeToMake(fold([requested('split'), captured(0), large, withdrawn]), 1, new Date('2027-06-01T00:00:00Z'))).toHaveProperty('make');
    });

    it('given a request awaiting approval, when another support operator withdraws it, then it is refused; an admin may', () => {
      const other = { id: 'op-support-2', name: 'サポート 二郎' };
      spec.given([requested('bulk'), captured(0), large]).when({ type: 'WithdrawRefund', data: withdrawal(other), byAdmin: false }).thenThrows(domainError(BillingErrors.REFUND_WITHDRAW_NOT_YOURS));
      spec.given([requested('bulk'), captured(0), large]).when({ type: 'WithdrawRefund', data: withdrawal(ADMIN), byAdmin: true }).then([{ type: 'RefundWithdrawn', data: withdrawal(ADMIN) }]);
    });

    it('given a request already approved, when it is withdrawn, then it is refused (the approval won); given it withdrawn, an approval is refused', () => {
      const approved: OrderEvent = { type: 'RefundApproved', data: { by: ADMIN, at: '2026-11-23T01:00:00.000Z' } };
      spec.given([requested('bulk'), captured(0), large, approved]).when({ type: 'WithdrawRefund', data: withdrawal(), byAdmin: false }).thenThrows(domainError(BillingErrors.REFUND_ALREADY_DECIDED));
      spec.given([requested('bulk'), captured(0), large, withdrawn]).when({ type: 'ApproveRefund', data: { by: ADMIN, at: 'x' } }).thenThrows(domainError(BillingErrors.REFUND_WITHDRAWN));
      spec.given([requested('bulk'), captured(0), large, withdrawn]).when({ type: 'WithdrawRefund', data: withdrawal(), byAdmin: false }).then([]);
    });

    it('given a request withdrawn, when support asks again, then it is requested anew', () => {
      spec.given([requested('bulk'), captured(0), large, withdrawn]).when({ type: 'RequestRefund', data: ask() }).then([asked()]);
    });
  });

  it('given a refund recorded, when it is recorded again (a second press), then nothing changes', () => {
    spec.given([requested('bulk'), captured(0), asked(), refunded]).when({ type: 'RecordRefund', data: refunded.data as never }).then([]);
  });

  it('given a bank refund, when it is marked paid, then it is paid once; a card refund cannot be marked paid', () => {
    const transfer: OrderEvent = { type: 'TransferReceived', data: { operatorId: 'op', operatorName: 'op', receivedAt: '2026-11-22T00:00:00.000Z' } };
    const bankRefund: OrderEvent = { type: 'OrderRefunded', data: { method: 'bank', amount: 36_300, trades: [], refundedAt: 'x' } };
    const paid: OrderEvent = { type: 'BankRefundPaid', data: { by: SUPPORT, paidAt: '2026-11-24T00:00:00.000Z' } };
    spec.given([requested('bank'), transfer, asked({ method: 'bank' }), bankRefund]).when({ type: 'RecordBankRefundPaid', data: paid.data as never }).then([paid]);
    spec.given([requested('bank'), transfer, asked({ method: 'bank' }), bankRefund, paid]).when({ type: 'RecordBankRefundPaid', data: paid.data as never }).then([]);
    spec.given([requested('bulk'), captured(0), asked(), refunded]).when({ type: 'RecordBankRefundPaid', data: paid.data as never }).thenThrows(domainError(BillingErrors.NOT_A_BANK_REFUND));
  });

  it('given a split order being refunded, the next month is not charged', () => {
    const state = fold([requested('split'), captured(0), asked()]);
    expect(chargeToMake(state, 1, new Date('2027-06-01T00:00:00Z'))).toEqual({ leave: 'refunded' });
    expect(chargeToMake(fold([requested('split'), captured(0)]), 1, new Date('2027-06-01T00:00:00Z'))).toHaveProperty('make');
  });
});

describe('refund rules', () => {
  it(`needs approval only for an adjustment of more than ${REFUND_ADJUSTMENT_APPROVAL_THRESHOLD} yen either way`, () => {
    expect(needsApproval(50_000, 60_000)).toBe(false);
    expect(needsApproval(50_000, 60_001)).toBe(true);
    expect(needsApproval(50_000, 40_000)).toBe(false);
    expect(needsApproval(50_000, 39_999)).toBe(true);
  });

  it('refunds the latest charge first, each trade at most what it charged', () => {
    const charges = [0, 1, 2].map((n) => ({ n, providerOrderId: `o-${n}`, charged: 36_300 }));
    expect(allocateRefund(charges, 50_000)).toEqual([
      { n: 2, providerOrderId: 'o-2', charged: 36_300, refund: 36_300 },
      { n: 1, providerOrderId: 'o-1', charged: 36_300, refund: 13_700 },
    ]);
    expect(allocateRefund(charges, 0)).toEqual([]);
    expect(allocateRefund(charges, 999_999).reduce((s, p) => s + p.refund, 0)).toBe(108_900);
  });

  it('builds the request from the calculation: an unchanged amount carries no adjustment reason', () => {
    const at = new Date('2026-12-02T00:00:00+09:00');
    const calc = calculateRefund({ paid: 36_300, noticeAt: at, requestedAt: at, serviceStartsAt: at, perLessonAmount: 9_075, lessonsTaken: 0 });
    const same = refundRequest(calc, 36_300, { amount: null, adjustmentReason: 'ignored', reason: 'r', method: 'card', by: SUPPORT, at: at.toISOString() });
    expect(same).toMatchObject({ kind: 'cooling-off', amount: 36_300, calculated: 36_300, adjustmentReason: null, needsApproval: false });
    const moved = refundRequest(calc, 36_300, { amount: 20_000, adjustmentReason: ' 相談の上 ', reason: 'r', method: 'card', by: SUPPORT, at: at.toISOString() });
    expect(moved).toMatchObject({ amount: 20_000, adjustmentReason: '相談の上', needsApproval: true });
  });
});
