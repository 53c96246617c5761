import type { CampChild } from '@coaching/contracts';
import type { DomainError } from '@coaching/server-core/errors';
import { deciderSpec } from '@coaching/server-core/testing';
import { campApplicationDecider, type CampAppliedData, type CampApplicationEvent, type CampFacts, type CampPaymentRequestedData } from './camp-application.decider';
import { CampErrors } from './camp-errors';

const spec = deciderSpec(campApplicationDecider);
const tokyo = (local: string) => new Date(`${local}+09:00`).toISOString();
const refusal = (code: string) => expect.objectContaining({ code }) as unknown as DomainError;

const applied: CampAppliedData = {
  applicationId: 'app-1',
  campEventId: 7,
  name: '山田 花子',
  kana: 'ヤマダ ハナコ',
  email: 'parent@example.com',
  phoneNumber: '09012345678',
  consents: [
    { document: 'camp_rule', version: '2026-11-01', agreedAt: tokyo('2026-12-01T10:00:00') },
    { document: 'privacy', version: '2026-11-01', agreedAt: tokyo('2026-12-01T10:00:00') },
    { document: 'camp_ebizrule', version: '2026-11-01', agreedAt: tokyo('2026-12-01T10:00:00') },
  ],
  tokenHash: 'hash-of-token',
  tokenExpiresAt: tokyo('2026-12-20T00:00:00'),
  appliedAt: tokyo('2026-12-01T10:00:00'),
};
const child = (grade: CampChild['grade'] = 'e5'): CampChild => ({ name: '山田 太郎', kana: 'ヤマダ タロウ', grade, notes: '', emergency_name: '山田 花子', emergency_phone: '09012345678' });
const camp: CampFacts = { campEventId: 7, unitPrice: 16_500, gradeFrom: 'e4', gradeTo: 'h3', startsAt: tokyo('2026-12-26T10:00:00'), dueAt: tokyo('2026-12-25T23:59:59.999'), dueDate: '2026-12-25' };
const pay = (extra: Partial<{ tokenHash: string; planId: number; method: 'bulk' | 'bank'; count: number; children: CampChild[]; now: string }> = {}) => ({
  type: 'RequestPayment' as const,
  data: { tokenHash: 'hash-of-token', planId: 7, method: 'bulk' as const, count: 2, children: [child(), child('j1')], attemptId: 'attempt-1', camp, now: tokyo('2026-12-02T10:00:00'), ...extra },
});
const requested = (extra: Partial<CampPaymentRequestedData> = {}): CampApplicationEvent => ({
  type: 'CampPaymentRequested',
  data: { attemptId: 'attempt-1', campEventId: 7, method: 'bulk', count: 2, children: [child(), child('j1')], unitPrice: 16_500, total: 33_000, dueAt: null, dueDate: null, requestedAt: tokyo('2026-12-02T10:00:00'), ...extra },
});
const history: CampApplicationEvent[] = [
  { type: 'CampApplied', data: applied },
  { type: 'CampApplicationLinkSent', data: { sentAt: applied.appliedAt } },
];
const paidByCard: CampApplicationEvent = { type: 'CampPaid', data: { via: 'card', providerOrderId: 'camp-attempt-1', paidAt: tokyo('2026-12-02T10:00:05') } };

describe('camp application decider', () => {
  it('given nothing, when a parent applies, records the application with its consents and the link sent', () => {
    spec.given([]).when({ type: 'Apply', data: applied }).then(history);
  });

  describe('the token', () => {
    it('given the application, when paid with its token, two children are requested at the camp price', () => {
      spec.given(history).when(pay()).then([requested()]);
    });
    it('refuses a forged token', () => {
      spec.given(history).when(pay({ tokenHash: 'another-hash' })).thenThrows(refusal(CampErrors.TOKEN_INVALID));
    });
    it('refuses a token for an application that does not exist', () => {
      spec.given([]).when(pay()).thenThrows(refusal(CampErrors.TOKEN_INVALID));
    });
    it('refuses a token at the end of the application period', () => {
      spec.given(history).when(pay({ now: applied.tokenExpiresAt })).thenThrows(refusal(CampErrors.TOKEN_EXPIRED));
    });
    it('refuses a token already used for a payment (single use)', () => {
      spec.given([...history, requested(), paidByCard]).when(pay()).thenThrows(refusal(CampErrors.TOKEN_USED));
      spec.given([...history, requested({ method: 'bank', dueAt: camp.dueAt, dueDate: camp.dueDate })]).when(pay()).thenThrows(refusal(CampErrors.TOKEN_USED));
    });
    it('refuses a second payment while the first is being charged', () => {
      spec.given([...history, requested()]).when(pay()).thenThrows(refusal(CampErrors.PAYMENT_IN_PROGRESS));
    });
    it('gives the token back when the card payment failed', () => {
      const failed: CampApplicationEvent = { type: 'CampPaymentFailed', data: { attemptId: 'attempt-1', message: 'カードが利用できません', failedAt: tokyo('2026-12-02T10:00:05') } };
      spec.given([...history, requested(), failed]).when(pay()).then([requested()]);
    });
  });

  describe('the children', () => {
    it.each([0, 11])('refuses a head-count of %s', (count) => {
      spec.given(history).when(pay({ count, children: Array.from({ length: count }, () => child()) })).thenThrows(refusal(CampErrors.HEADCOUNT_INVALID));
    });
    it('refuses a head-count that differs from the children given', () => {
      spec.given(history).when(pay({ count: 3 })).thenThrows(refusal(CampErrors.HEADCOUNT_INVALID));
    });
    it('refuses a child outside the grade range', () => {
      spec.given(history).when(pay({ children: [child(), child('e3' as CampChild['grade'])] })).thenThrows(refusal(CampErrors.GRADE_INVALID));
    });
    it('refuses a payment for another camp than the token\'s', () => {
      spec.given(history).when(pay({ planId: 8 })).thenThrows(refusal(CampErrors.PLAN_MISMATCH));
    });
  });

  describe('bank transfer', () => {
    it('is due the day before the camp', () => {
      spec.given(history).when(pay({ method: 'bank' })).then([requested({ method: 'bank', dueAt: camp.dueAt, dueDate: '2026-12-25' })]);
    });
    const awaiting = [...history, requested({ method: 'bank', dueAt: camp.dueAt, dueDate: '2026-12-25' })];
    it('given an unpaid transfer, the seats stay held until the due date ends, then are released', () => {
      spec.given(awaiting).when({ type: 'ReleaseUnpaidSeats', data: { now: tokyo('2026-12-25T23:59:00') } }).then([]);
      spec.given(awaiting).when({ type: 'ReleaseUnpaidSeats', data: { now: tokyo('2026-12-26T00:00:00') } }).then([{ type: 'CampSeatsReleased', data: { reason: 'unpaid', releasedAt: tokyo('2026-12-26T00:00:00') } }]);
    });
    it('records the transfer received once', () => {
      const paid: CampApplicationEvent = { type: 'CampPaid', data: { via: 'transfer', providerOrderId: null, paidAt: tokyo('2026-12-10T10:00:00') } };
      spec.given(awaiting).when({ type: 'RecordTransferReceived', data: { now: tokyo('2026-12-10T10:00:00') } }).then([paid]);
      spec.given([...awaiting, paid]).when({ type: 'RecordTransferReceived', data: { now: tokyo('2026-12-11T10:00:00') } }).then([]);
    });
    it('refuses a receipt for an application that is not awaiting one', () => {
      spec.given(history).when({ type: 'RecordTransferReceived', data: { now: tokyo('2026-12-10T10:00:00') } }).thenThrows(refusal(CampErrors.NOT_AWAITING_TRANSFER));
    });
  });

  describe('card', () => {
    it('records the capture of its own attempt once', () => {
      const capture = { type: 'RecordCardCaptured' as const, data: { attemptId: 'attempt-1', providerOrderId: 'camp-attempt-1', now: tokyo('2026-12-02T10:00:05') } };
      spec.given([...history, requested()]).when(capture).then([paidByCard]);
      spec.given([...history, requested(), paidByCard]).when(capture).then([]);
    });
  });

  describe('cancelling an unpaid bank-transfer application (issue 34)', () => {
    const awaiting = [...history, requested({ method: 'bank', dueAt: camp.dueAt, dueDate: camp.dueDate })];
    const now = tokyo('2026-12-10T10:00:00');
    it('given an application awaiting its transfer, when staff cancel it with a reason, then it is cancelled with nothing to pay or refund (its seats are freed)', () => {
      spec
        .given(awaiting)
        .when({ type: 'CancelUnpaid', data: { by: 'parent', reason: '電話で辞退の連絡', now } })
        .then([{ type: 'CampApplicationCancelled', data: { by: 'parent', daysBefore: null, rate: 0, fee: 0, refund: 0, reason: '電話で辞退の連絡', cancelledAt: now, unpaid: true } }]);
    });
    it("given an application awaiting its transfer, when the back office's cancel (the paid path's command) is used, then it is the same unpaid cancellation, not a refusal", () => {
      spec
        .given(awaiting)
        .when({ type: 'Cancel', data: { by: 'parent', noContact: false, reason: '辞退', startsAt: camp.startsAt, now } })
        .then([{ type: 'CampApplicationCancelled', data: { by: 'parent', daysBefore: null, rate: 0, fee: 0, refund: 0, reason: '辞退', cancelledAt: now, unpaid: true } }]);
    });
    it('given an unpaid cancellation, then there is no refund to record, and it cannot be cancelled again', () => {
      const cancelled: CampApplicationEvent = { type: 'CampApplicationCancelled', data: { by: 'parent', daysBefore: null, rate: 0, fee: 0, refund: 0, reason: '', cancelledAt: now, unpaid: true } };
      spec.given([...awaiting, cancelled]).when({ type: 'RecordRefund', data: { providerOrderId: null, now } }).then([]);
      spec.given([...awaiting, cancelled]).when({ type: 'CancelUnpaid', data: { by: 'parent', reason: '', now } }).thenThrows(refusal(CampErrors.ALREADY_CANCELLED));
    });
    it('refuses the unpaid cancellation of a paid application (the paid path keeps its fee), or of one with no transfer awaited', () => {
      const paid = [...awaiting, { type: 'CampPaid', data: { via: 'transfer', providerOrderId: null, paidAt: now } } as CampApplicationEvent];
      spec.given(paid).when({ type: 'CancelUnpaid', data: { by: 'parent', reason: '', now } }).thenThrows(refusal(CampErrors.NOT_AWAITING_TRANSFER));
      spec.given(history).when({ type: 'CancelUnpaid', data: { by: 'parent', reason: '', now } }).thenThrows(refusal(CampErrors.NOT_AWAITING_TRANSFER));
    });
  });

  describe('cancelling with the terms\' fee', () => {
    const paid = [...history, requested(), paidByCard];
    it('5 days before the camp: 30 % fee, the rest refunded', () => {
      spec
        .given(paid)
        .when({ type: 'Cancel', data: { by: 'parent', noContact: false, reason: '体調不良', startsAt: camp.startsAt, now: tokyo('2026-12-21T10:00:00') } })
        .then([{ type: 'CampApplicationCancelled', data: { by: 'parent', daysBefore: 5, rate: 30, fee: 9_900, refund: 23_100, reason: '体調不良', cancelledAt: tokyo('2026-12-21T10:00:00') } }]);
    });
    it('the school calls the camp off: a full refund', () => {
      spec
        .given(paid)
        .when({ type: 'Cancel', data: { by: 'school', days: 1, cancelledDays: 1, reason: '会場の都合', now: tokyo('2026-12-21T10:00:00') } })
        .then([{ type: 'CampApplicationCancelled', data: { by: 'school', daysBefore: null, rate: 0, fee: 0, refund: 33_000, reason: '会場の都合', cancelledAt: tokyo('2026-12-21T10:00:00') } }]);
    });
    it('refuses to cancel an unpaid application, or one cancelled already', () => {
      const cancel = { type: 'Cancel' as const, data: { by: 'parent' as const, noContact: false, reason: '', startsAt: camp.startsAt, now: tokyo('2026-12-21T10:00:00') } };
      spec.given(history).when(cancel).thenThrows(refusal(CampErrors.NOT_PAID));
      const cancelled: CampApplicationEvent = { type: 'CampApplicationCancelled', data: { by: 'parent', daysBefore: 5, rate: 30, fee: 9_900, refund: 23_100, reason: '', cancelledAt: tokyo('2026-12-21T10:00:00') } };
      spec.given([...paid, cancelled]).when(cancel).thenThrows(refusal(CampErrors.ALREADY_CANCELLED));
      spec
        .given([...paid, cancelled])
        .when({ type: 'RecordRefund', data: { providerOrderId: 'camp-attempt-1', now: tokyo('2026-12-21T10:01:00') } })
        .then([{ type: 'CampRefunded', data: { amount: 23_100, providerOrderId: 'camp-attempt-1', refundedAt: tokyo('2026-12-21T10:01:00') } }]);
    });
  });

  describe('the reminder', () => {
    const paid = [...history, requested(), paidByCard];
    const remind = (now: string) => ({ type: 'SendReminder' as const, data: { startsAt: camp.startsAt, now: tokyo(now) } });
    it('goes once to a paid application 3 days before the camp', () => {
      spec.given(paid).when(remind('2026-12-23T09:00:00')).then([{ type: 'CampReminderSent', data: { sentAt: tokyo('2026-12-23T09:00:00') } }]);
      spec.given([...paid, { type: 'CampReminderSent', data: { sentAt: tokyo('2026-12-23T09:00:00') } }]).when(remind('2026-12-24T09:00:00')).then([]);
    });
    it('not earlier, and not to an unpaid application', () => {
      spec.given(paid).when(remind('2026-12-22T09:00:00')).then([]);
      spec.given(history).when(remind('2026-12-23T09:00:00')).then([]);
    });
  });
});
