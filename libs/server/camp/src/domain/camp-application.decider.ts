import type { CampChild, CampConsent, CampGrade, CampPaymentMethod } from '@coaching/contracts';
import type { Decider, DomainEvent } from '@coaching/server-core';
import { domainError } from '@coaching/server-core/errors';
import { CampErrors } from './camp-errors';
import { cancellationFee, gradeAllowed, headcountAllowed, reminderDue, schoolCancellationRefund } from './camp-rules';

// One parent's application to one camp (stream `camp-application-<uuid>`): applied (with the consents and the
// hash of the link's token), link sent, payment requested (children seated; card or bank), paid (card captured
// or transfer received), or the payment failed / the unpaid seats released; cancelled with its fee; refunded.

export const CAMP_APPLICATION_STREAM_TYPE = 'camp-application';
export const campApplicationStream = (applicationId: string) => ({ id: `camp-application-${applicationId}`, type: CAMP_APPLICATION_STREAM_TYPE });

export interface CampConsentRecord {
  document: CampConsent;
  version: string;
  agreedAt: string;
}

export interface CampAppliedData {
  applicationId: string;
  campEventId: number;
  name: string;
  kana: string;
  email: string;
  phoneNumber: string;
  consents: CampConsentRecord[];
  /** SHA-256 of the random token the link carries; the token itself is never stored. */
  tokenHash: string;
  /** The end of the application period: the link opens the payment until then. */
  tokenExpiresAt: string;
  appliedAt: string;
}

export interface CampPaymentRequestedData {
  /** One payment attempt: names the provider trade, so a retried attempt never charges twice. */
  attemptId: string;
  campEventId: number;
  method: CampPaymentMethod;
  count: number;
  children: CampChild[];
  unitPrice: number;
  total: number;
  /** Bank transfer: the last instant of the due date (the day before the camp); null for a card. */
  dueAt: string | null;
  dueDate: string | null;
  requestedAt: string;
}

export interface CampPaidData {
  via: 'card' | 'transfer';
  /** The provider's OrderID of the captured card trade; null for a transfer. */
  providerOrderId: string | null;
  paidAt: string;
}

export interface CampApplicationCancelledData {
  by: 'parent' | 'school';
  daysBefore: number | null;
  rate: number;
  fee: number;
  refund: number;
  reason: string;
  cancelledAt: string;
  /**
   * Cancelled while its bank transfer was still awaited (issue 34): nothing was paid, so no fee and nothing to refund;
   * the seats are freed at once. Absent on the paid path's cancellations.
   */
  unpaid?: true;
}

export type CampApplicationEvent =
  | DomainEvent<'CampApplied', CampAppliedData>
  | DomainEvent<'CampApplicationLinkSent', { sentAt: string }>
  | DomainEvent<'CampPaymentRequested', CampPaymentRequestedData>
  | DomainEvent<'CampPaid', CampPaidData>
  | DomainEvent<'CampPaymentFailed', { attemptId: string; message: string; failedAt: string }>
  | DomainEvent<'CampSeatsReleased', { reason: 'unpaid'; releasedAt: string }>
  | DomainEvent<'CampApplicationCancelled', CampApplicationCancelledData>
  | DomainEvent<'CampRefunded', { amount: number; providerOrderId: string | null; refundedAt: string }>
  | DomainEvent<'CampReminderSent', { sentAt: string }>;

/** What the payment is checked against: the camp the token was issued for, as it is now. */
export interface CampFacts {
  campEventId: number;
  unitPrice: number;
  gradeFrom: CampGrade;
  gradeTo: CampGrade;
  startsAt: string;
  dueAt: string;
  dueDate: string;
}

export type CampApplicationCommand =
  | { type: 'Apply'; data: CampAppliedData }
  | {
      type: 'RequestPayment';
      data: { tokenHash: string; planId: number; method: CampPaymentMethod; count: number; children: CampChild[]; attemptId: string; camp: CampFacts; now: string };
    }
  | { type: 'RecordCardCaptured'; data: { attemptId: string; providerOrderId: string; now: string } }
  | { type: 'RecordCardFailed'; data: { attemptId: string; message: string; now: string } }
  | { type: 'RecordTransferReceived'; data: { now: string } }
  | { type: 'ReleaseUnpaidSeats'; data: { now: string } }
  | { type: 'Cancel'; data: { by: 'parent'; noContact: boolean; reason: string; startsAt: string; now: string } | { by: 'school'; days: number; cancelledDays: number; reason: string; now: string } }
  /** Staff (for the parent who backed out, or the school) or the parent from the mailed link: an application whose transfer is awaited. */
  | { type: 'CancelUnpaid'; data: { by: 'parent' | 'school'; reason: string; now: string } }
  | { type: 'RecordRefund'; data: { providerOrderId: string | null; now: string } }
  /** A few days before the camp (REMINDER_DAYS_BEFORE), once, to a paid application: the reminder with the pick-up rule. */
  | { type: 'SendReminder'; data: { startsAt: string; now: string } };

export type CampApplicationStatus = 'applied' | 'payment_requested' | 'awaiting_transfer' | 'paid' | 'cancelled' | 'refunded';

export interface CampApplicationState {
  applied: CampAppliedData | null;
  status: CampApplicationStatus | null;
  payment: CampPaymentRequestedData | null;
  paid: CampPaidData | null;
  cancellation: CampApplicationCancelledData | null;
  remindedAt: string | null;
}

/**
 * Whether a token opens this application's payment now: it must be this application's, not yet used for a
 * payment (a failed card payment gives it back), and the application period must not have ended.
 */
export function checkToken(state: CampApplicationState, tokenHash: string, now: string): CampAppliedData {
  const applied = state.applied;
  if (!applied || applied.tokenHash !== tokenHash) throw domainError(CampErrors.TOKEN_INVALID);
  if (state.status === 'payment_requested') throw domainError(CampErrors.PAYMENT_IN_PROGRESS);
  if (state.status !== 'applied') throw domainError(CampErrors.TOKEN_USED);
  if (new Date(now) >= new Date(applied.tokenExpiresAt)) throw domainError(CampErrors.TOKEN_EXPIRED);
  return applied;
}

/** Whether the application holds seats now (requested, awaiting a transfer, or paid and not cancelled). */
export const holdsSeats = (state: CampApplicationState) => state.status === 'payment_requested' || state.status === 'awaiting_transfer' || state.status === 'paid';

export const campApplicationDecider: Decider<CampApplicationCommand, CampApplicationEvent, CampApplicationState> = {
  initialState: () => ({ applied: null, status: null, payment: null, paid: null, cancellation: null, remindedAt: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'CampApplied':
        return { ...state, applied: event.data, status: 'applied' };
      case 'CampApplicationLinkSent':
        return state;
      case 'CampPaymentRequested':
        return { ...state, payment: event.data, status: event.data.method === 'bank' ? 'awaiting_transfer' : 'payment_requested' };
      case 'CampPaid':
        return { ...state, paid: event.data, status: 'paid' };
      case 'CampPaymentFailed':
      case 'CampSeatsReleased':
        return { ...state, payment: null, status: 'applied' };
      case 'CampApplicationCancelled':
        return { ...state, cancellation: event.data, status: 'cancelled' };
      case 'CampRefunded':
        return { ...state, status: 'refunded' };
      case 'CampReminderSent':
        return { ...state, remindedAt: event.data.sentAt };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'Apply': {
        if (state.applied) {
          if (state.applied.tokenHash === command.data.tokenHash) return [];
          throw domainError(CampErrors.APPLICATION_FAILED);
        }
        return [
          { type: 'CampApplied', data: command.data },
          { type: 'CampApplicationLinkSent', data: { sentAt: command.data.appliedAt } },
        ];
      }

      case 'RequestPayment': {
        const { tokenHash, planId, method, count, children, attemptId, camp, now } = command.data;
        const applied = checkToken(state, tokenHash, now);
        if (planId !== applied.campEventId || camp.campEventId !== applied.campEventId) throw domainError(CampErrors.PLAN_MISMATCH);
        if (!headcountAllowed(count) || children.length !== count) throw domainError(CampErrors.HEADCOUNT_INVALID);
        if (!children.every((child) => gradeAllowed(child.grade, camp.gradeFrom, camp.gradeTo))) throw domainError(CampErrors.GRADE_INVALID);
        // A transfer must arrive by the day before the camp: once that day is over, only a card is taken.
        if (method === 'bank' && new Date(now) > new Date(camp.dueAt)) throw domainError(CampErrors.TOKEN_EXPIRED);
        const bank = method === 'bank';
        return [
          {
            type: 'CampPaymentRequested',
            data: {
              attemptId,
              campEventId: camp.campEventId,
              method,
              count,
              children,
              unitPrice: camp.unitPrice,
              total: camp.unitPrice * count,
              dueAt: bank ? camp.dueAt : null,
              dueDate: bank ? camp.dueDate : null,
              requestedAt: now,
            },
          },
        ];
      }

      case 'RecordCardCaptured': {
        if (state.status === 'paid' && state.payment?.attemptId === command.data.attemptId) return [];
        if (state.status !== 'payment_requested' || state.payment?.attemptId !== command.data.attemptId) throw domainError(CampErrors.PAYMENT_FAILED);
        return [{ type: 'CampPaid', data: { via: 'card', providerOrderId: command.data.providerOrderId, paidAt: command.data.now } }];
      }

      case 'RecordCardFailed': {
        if (state.status !== 'payment_requested' || state.payment?.attemptId !== command.data.attemptId) return [];
        return [{ type: 'CampPaymentFailed', data: { attemptId: command.data.attemptId, message: command.data.message, failedAt: command.data.now } }];
      }

      case 'RecordTransferReceived': {
        if (state.status === 'paid' && state.paid?.via === 'transfer') return [];
        if (state.status !== 'awaiting_transfer') throw domainError(CampErrors.NOT_AWAITING_TRANSFER);
        return [{ type: 'CampPaid', data: { via: 'transfer', providerOrderId: null, paidAt: command.data.now } }];
      }

      case 'ReleaseUnpaidSeats': {
        if (state.status !== 'awaiting_transfer' || !state.payment?.dueAt) return [];
        if (new Date(command.data.now) <= new Date(state.payment.dueAt)) return [];
        return [{ type: 'CampSeatsReleased', data: { reason: 'unpaid', releasedAt: command.data.now } }];
      }

      case 'CancelUnpaid': {
        if (state.status === 'cancelled' || state.status === 'refunded') throw domainError(CampErrors.ALREADY_CANCELLED);
        if (state.status !== 'awaiting_transfer') throw domainError(CampErrors.NOT_AWAITING_TRANSFER);
        return [unpaidCancellation(command.data)];
      }

      case 'Cancel': {
        if (state.status === 'cancelled' || state.status === 'refunded') throw domainError(CampErrors.ALREADY_CANCELLED);
        // A transfer still awaited: nothing was paid, so the cancellation has no fee (issue 34; it used to be refused).
        if (state.status === 'awaiting_transfer') return [unpaidCancellation({ by: command.data.by, reason: command.data.reason, now: command.data.now })];
        if (state.status !== 'paid' || !state.payment) throw domainError(CampErrors.NOT_PAID);
        const paid = state.payment.total;
        const data = command.data;
        if (data.by === 'school') {
          const refund = schoolCancellationRefund(paid, data.days, data.cancelledDays);
          return [{ type: 'CampApplicationCancelled', data: { by: 'school', daysBefore: null, rate: 0, fee: paid - refund, refund, reason: data.reason, cancelledAt: data.now } }];
        }
        const fee = cancellationFee({ startsAt: new Date(data.startsAt), cancelledAt: new Date(data.now), noContact: data.noContact, paid });
        return [{ type: 'CampApplicationCancelled', data: { by: 'parent', daysBefore: fee.daysBefore, rate: fee.rate, fee: fee.fee, refund: fee.refund, reason: data.reason, cancelledAt: data.now } }];
      }

      case 'SendReminder': {
        const { startsAt, now } = command.data;
        if (state.status !== 'paid' || state.remindedAt) return [];
        if (!reminderDue(new Date(startsAt), new Date(now))) return [];
        return [{ type: 'CampReminderSent', data: { sentAt: now } }];
      }

      case 'RecordRefund': {
        if (state.status === 'refunded') return [];
        // Nothing was paid: nothing to refund.
        if (state.cancellation?.unpaid) return [];
        if (state.status !== 'cancelled' || !state.cancellation) throw domainError(CampErrors.NOT_PAID);
        return [{ type: 'CampRefunded', data: { amount: state.cancellation.refund, providerOrderId: command.data.providerOrderId, refundedAt: command.data.now } }];
      }
    }
  },
};

/** An unpaid application called off: no fee, nothing to refund; the projection frees its seats. */
function unpaidCancellation(data: { by: 'parent' | 'school'; reason: string; now: string }): CampApplicationEvent {
  return { type: 'CampApplicationCancelled', data: { by: data.by, daysBefore: null, rate: 0, fee: 0, refund: 0, reason: data.reason, cancelledAt: data.now, unpaid: true } };
}
