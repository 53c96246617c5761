import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import type { ServiceStartBasis } from '@coaching/contracts';
import type { EventStore } from '@coaching/server-core';
import { domainError } from '@coaching/server-core';
import { BillingErrors } from '../domain/billing-errors';
import { isSettled, paidSoFar, providerOrderId, type OrderState } from '../domain/order.decider';
import type { CapturedCharge, RefundMethod } from '../domain/order-refund';
import { calculateRefund, type RefundCalculation, type RefundFacts } from '../domain/refund-calculator';
import { subscriptionId, subscriptionStream, type SubscriptionEvent } from '../domain/subscription.decider';
import { CountContractLessonsQuery } from '../queries/count-contract-lessons.query';
import { foldOrder } from './order-stream';

/** Everything the refund of a plan order reads, and the legal calculation made from it. */
export interface RefundQuote {
  paymentId: string;
  memberId: string;
  state: OrderState;
  facts: RefundFacts;
  calculation: RefundCalculation;
  /** The lessons the contract gives (lessons a month × months) and the amount it was sold for (without the admission fee). */
  contractLessons: number;
  method: RefundMethod;
  /** The card trades that took the money, each with what it charged (tax included). */
  charges: CapturedCharge[];
  /** What dated the service's start (shown with the calculation). */
  serviceStartBasis: ServiceStartBasis;
}

/**
 * Gathers the facts of spec §9's refund for a plan order at `now`: what was paid so far, when the notice that
 * completed registration went out (the order's settlement: the mail that the plan started), when the service
 * started (the coach's assignment: `serviceStart`), the per-lesson amount (the contract's price without the
 * admission fee ÷ the lessons it gives) and the lessons taken in the order's period (billing's published
 * `CountContractLessonsQuery`, which the lessons context answers).
 */
export async function refundQuote(em: EntityManager, store: EventStore, queries: QueryBus, paymentId: string, now: Date): Promise<RefundQuote> {
  const { state } = await foldOrder(em, store, paymentId);
  const order = state.requested;
  if (!order) throw domainError(BillingErrors.PAYMENT_NOT_FOUND);
  if (order.kind !== 'plan' || order.planId === null) throw domainError(BillingErrors.REFUND_ONLY_PLANS);
  if (!isSettled(state) || state.cancelled) throw domainError(BillingErrors.REFUND_NOT_PAID);

  const subscription = subscriptionId(order.memberId, order.planId);
  const { events } = await store.readStream<SubscriptionEvent>(em, subscriptionStream(subscription).id);
  const period = orderPeriod(events, paymentId);
  if (!period) throw domainError(BillingErrors.REFUND_NOT_PAID);

  const contractLessons = Math.max(0, (order.lessonsPerMonth ?? 0) * order.period);
  const contractPrice = order.charges.reduce((sum, c) => sum + c.amount + c.tax, 0) - order.admissionFee;
  const perLessonAmount = contractLessons > 0 ? Math.round(contractPrice / contractLessons) : 0;
  const count = await queries.execute(new CountContractLessonsQuery(subscription, period.from, period.to, now));
  const start = serviceStart(count.coachAssignedAt, period.from);
  const facts: RefundFacts = {
    paid: paidSoFar(state),
    noticeAt: period.noticeAt,
    requestedAt: now,
    serviceStartsAt: start.at,
    perLessonAmount,
    lessonsTaken: count.taken,
  };
  const charges = order.charges
    .map((c, n) => ({ n, providerOrderId: providerOrderId(paymentId, n), charged: c.amount + c.tax }))
    .filter(({ n }) => state.charges[n] === 'captured');
  return { paymentId, memberId: order.memberId, state, facts, calculation: calculateRefund(facts), contractLessons, method: order.method === 'bank' ? 'bank' : 'card', charges, serviceStartBasis: start.basis };
}

/**
 * 「役務提供の開始」 as the product promised it (the legal notice, 役務の提供時期: 「お支払いの確認後、担当コーチの決定を
 * もって提供を開始します」): the coach's first assignment; for a period paid after it (a renewal), that period's start;
 * no coach yet: not started, however long ago the member paid.
 */
export function serviceStart(coachAssignedAt: Date | null, periodFrom: Date): { at: Date | null; basis: ServiceStartBasis } {
  if (!coachAssignedAt) return { at: null, basis: 'not-started' };
  return coachAssignedAt >= periodFrom ? { at: coachAssignedAt, basis: 'coach-assigned' } : { at: periodFrom, basis: 'period-start' };
}

/** The period an order paid for on its subscription, and when its start was notified (the settlement). */
function orderPeriod(events: { type: string; data: unknown; recordedAt: Date }[], paymentId: string): { from: Date; to: Date; noticeAt: Date } | null {
  for (const event of events) {
    const data = event.data as { paymentId?: string; startsAt?: string; endsAt?: string; previousEndsAt?: string };
    if (data.paymentId !== paymentId) continue;
    if (event.type === 'SubscriptionStarted') return { from: new Date(data.startsAt!), to: new Date(data.endsAt!), noticeAt: new Date(data.startsAt!) };
    if (event.type === 'SubscriptionExtended') return { from: new Date(data.previousEndsAt!), to: new Date(data.endsAt!), noticeAt: new Date(event.recordedAt) };
  }
  return null;
}
