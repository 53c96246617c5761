import { addTokyoMonths } from '@coaching/contracts';
import type { Decider, DomainEvent } from '@coaching/server-core';
import { createHash } from 'node:crypto';

// What a member holds: one plan for a period (ARCHITECTURE.md: subscriptions stream). One stream per
// (member, plan), so buying the plan one holds extends it and two orders can never open two. Started and
// extended by reactors on the order's settlement; a bank-transfer order opens it as pending first.

export type SubscriptionStatus = 'pending' | 'active' | 'ended' | 'cancelled';

export const SUBSCRIPTION_STREAM_TYPE = 'subscription';

/** The stream of a member's plan: a uuid derived from both, the same for every order of that plan. */
export function subscriptionId(memberId: string, planId: number): string {
  const hex = createHash('sha256').update(`subscription:${memberId}:${planId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const subscriptionStream = (id: string) => ({ id: `subscription-${id}`, type: SUBSCRIPTION_STREAM_TYPE });

export interface SubscriptionPlan {
  subscriptionId: string;
  memberId: string;
  planId: number;
  gameId: number;
  /** Lessons a month the plan gives (spec §9), as sold; null for orders recorded before it was kept. */
  lessonsPerMonth: number | null;
}

export interface SubscriptionRequestedData extends SubscriptionPlan {
  paymentId: string;
  months: number;
  /** Tax included, what the transfer must bring. */
  amount: number;
  dueAt: string;
  requestedAt: string;
}

export interface SubscriptionStartedData extends SubscriptionPlan {
  paymentId: string;
  months: number;
  startsAt: string;
  endsAt: string;
}

export interface SubscriptionExtendedData {
  paymentId: string;
  months: number;
  previousEndsAt: string;
  endsAt: string;
}

export interface SubscriptionRequestWithdrawnData {
  paymentId: string;
  withdrawnAt: string;
}

/** The plan ends early: its order was cancelled with a refund (解約). Lessons cancels the lessons still ahead. */
export interface SubscriptionCancelledData {
  paymentId: string;
  memberId: string;
  previousEndsAt: string;
  cancelledAt: string;
}

export type SubscriptionEvent =
  | DomainEvent<'SubscriptionRequested', SubscriptionRequestedData>
  | DomainEvent<'SubscriptionStarted', SubscriptionStartedData>
  | DomainEvent<'SubscriptionExtended', SubscriptionExtendedData>
  | DomainEvent<'SubscriptionRequestWithdrawn', SubscriptionRequestWithdrawnData>
  | DomainEvent<'SubscriptionCancelled', SubscriptionCancelledData>;

export type SubscriptionCommand =
  | { type: 'RequestSubscription'; data: SubscriptionRequestedData }
  /** The order was paid: start the plan, or extend it when it is still running. */
  | { type: 'PaySubscription'; data: SubscriptionPlan & { paymentId: string; months: number; paidAt: string } }
  | { type: 'WithdrawSubscriptionRequest'; data: SubscriptionRequestWithdrawnData }
  | { type: 'CancelSubscription'; data: { paymentId: string; cancelledAt: string } };

export interface PendingOrder {
  paymentId: string;
  months: number;
  amount: number;
  dueAt: string;
}

export interface SubscriptionState {
  plan: SubscriptionPlan | null;
  startsAt: string | null;
  endsAt: string | null;
  pending: PendingOrder[];
  /** Every order already applied or withdrawn: a second delivery of one changes nothing. */
  settled: string[];
  /** Orders whose cancellation ended the plan: a second delivery ends nothing twice. */
  cancelledBy: string[];
}

/** pending: ordered, not paid yet; active: paid and running; ended: its period is over; cancelled: withdrawn before paying. */
export function subscriptionStatus(state: { endsAt: string | null; pending: readonly unknown[] }, now: Date): SubscriptionStatus {
  if (state.endsAt && new Date(state.endsAt) > now) return 'active';
  if (state.pending.length > 0) return 'pending';
  return state.endsAt ? 'ended' : 'cancelled';
}

/** The end a payment made at `paidAt` would give: from the current end while it runs, else from then. */
export function periodEndAfterPayment(endsAt: string | null, paidAt: Date, months: number): { extends: boolean; from: Date; endsAt: Date } {
  const running = endsAt !== null && new Date(endsAt) > paidAt;
  const from = running ? new Date(endsAt) : paidAt;
  return { extends: running, from, endsAt: addTokyoMonths(from, months) };
}

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  initialState: () => ({ plan: null, startsAt: null, endsAt: null, pending: [], settled: [], cancelledBy: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'SubscriptionRequested': {
        const { paymentId, months, amount, dueAt, requestedAt: _at, ...plan } = event.data;
        return { ...state, plan: state.plan ?? plan, pending: [...state.pending, { paymentId, months, amount, dueAt }] };
      }
      case 'SubscriptionStarted': {
        const { paymentId, months: _m, startsAt, endsAt, ...plan } = event.data;
        return { ...state, plan, startsAt, endsAt, pending: state.pending.filter((p) => p.paymentId !== paymentId), settled: [...state.settled, paymentId] };
      }
      case 'SubscriptionExtended':
        return { ...state, endsAt: event.data.endsAt, pending: state.pending.filter((p) => p.paymentId !== event.data.paymentId), settled: [...state.settled, event.data.paymentId] };
      case 'SubscriptionRequestWithdrawn':
        return { ...state, pending: state.pending.filter((p) => p.paymentId !== event.data.paymentId), settled: [...state.settled, event.data.paymentId] };
      case 'SubscriptionCancelled':
        return { ...state, endsAt: event.data.cancelledAt, cancelledBy: [...(state.cancelledBy ?? []), event.data.paymentId] };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RequestSubscription': {
        const known = state.settled.includes(command.data.paymentId) || state.pending.some((p) => p.paymentId === command.data.paymentId);
        return known ? [] : [{ type: 'SubscriptionRequested', data: command.data }];
      }
      case 'PaySubscription': {
        const { paymentId, months, paidAt, ...plan } = command.data;
        if (state.settled.includes(paymentId)) return [];
        const period = periodEndAfterPayment(state.endsAt, new Date(paidAt), months);
        if (period.extends) return [{ type: 'SubscriptionExtended', data: { paymentId, months, previousEndsAt: state.endsAt!, endsAt: period.endsAt.toISOString() } }];
        return [{ type: 'SubscriptionStarted', data: { ...plan, paymentId, months, startsAt: paidAt, endsAt: period.endsAt.toISOString() } }];
      }
      case 'WithdrawSubscriptionRequest':
        return state.pending.some((p) => p.paymentId === command.data.paymentId) ? [{ type: 'SubscriptionRequestWithdrawn', data: command.data }] : [];
      case 'CancelSubscription': {
        // Only a plan this order paid for, once; a plan already over stays as it ended.
        const { paymentId, cancelledAt } = command.data;
        if (!state.plan || !state.settled.includes(paymentId) || (state.cancelledBy ?? []).includes(paymentId)) return [];
        if (!state.endsAt || new Date(state.endsAt) <= new Date(cancelledAt)) return [];
        return [{ type: 'SubscriptionCancelled', data: { paymentId, memberId: state.plan.memberId, previousEndsAt: state.endsAt, cancelledAt } }];
      }
    }
  },
};
