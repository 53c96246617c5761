import type { PlanType } from '@coaching/contracts';
import type { DomainEvent, Decider } from '@coaching/server-core';
import { domainError } from '@coaching/server-core/errors';
import { BillingErrors } from './billing-errors';
import type { BankRefundPaidData, OrderRefundedData, RefundDecisionData, RefundRequestedData, RefundStatus, RefundWithdrawnData } from './order-refund';

// An order (README, Glossary) as an event-sourced stream, `payment-<paymentId>` by its historical name
// (ARCHITECTURE.md). Card orders are charged by the worker, one charge for a lump sum, `period` monthly
// charges for a split; bank-transfer orders wait for an operator to record the receipt. Pure rules only:
// no I/O here.

export type OrderMethod = 'bulk' | 'split' | 'bank';
export type OrderKind = 'plan' | 'item';

/** One charge of an order: tax-excluded amount and its tax, due at a time (ISO). */
export interface OrderCharge {
  amount: number;
  tax: number;
  dueAt: string;
}

export interface PaymentRequestedData {
  paymentId: string;
  /** The member the order is for: the plan's lessons or the items are theirs. */
  memberId: string;
  /**
   * Who pays, when not the member: a guardian buying for a linked child (issue 31, ADR 0038). The card is the payer's,
   * and so are the mails about money and the receipt. Absent when the member pays (every order before it was kept).
   */
  payerId?: string;
  kind: OrderKind;
  planId: number | null;
  itemId: number | null;
  gameId: number;
  period: number;
  quantity: number;
  method: OrderMethod;
  charges: OrderCharge[];
  /** Tax-included admission fee contained in the first charge (0 when not due). */
  admissionFee: number;
  couponCode: string | null;
  /** A plan's lessons a month as sold (spec §9); absent on orders recorded before it was kept. */
  lessonsPerMonth?: number | null;
  /** The saved card at the provider that pays the card charges. */
  cardSeq: string | null;
  /**
   * The card was registered for this purchase (its token, saved just before the order): should the first charge
   * fail, it is not kept (ADR 0036). Absent on orders paid with a card saved earlier, and on older orders.
   */
  newCard?: boolean;
  requestedAt: string;
}

/** Who pays the order: its payer, else the member it is for. */
export const payerOf = (order: Pick<PaymentRequestedData, 'memberId' | 'payerId'>): string => order.payerId ?? order.memberId;

/** The member moved the remaining monthly payments of a split order to another of their saved cards. */
export interface OrderCardChangedData {
  fromCardSeq: string | null;
  toCardSeq: string;
  memberId: string;
  changedAt: string;
}

export interface ChargeCapturedData {
  n: number;
  providerOrderId: string;
  jobCode: 'CAPTURE' | 'SALES' | 'AUTH';
  tranId: string | null;
  approve: string | null;
  chargedAt: string;
}

export interface ChargeFailedData {
  n: number;
  providerOrderId: string;
  code: string;
  message: string;
  failedAt: string;
}

export interface TransferReceivedData {
  operatorId: string;
  operatorName: string;
  receivedAt: string;
}

export interface OrderCancelledData {
  /** Who cancelled: the member, before paying. */
  by: 'member';
  cancelledAt: string;
}

export type OrderEvent =
  | DomainEvent<'PaymentRequested', PaymentRequestedData>
  | DomainEvent<'ChargeCaptured', ChargeCapturedData>
  | DomainEvent<'ChargeFailed', ChargeFailedData>
  | DomainEvent<'OrderFellIntoArrears', { n: number; at: string }>
  | DomainEvent<'TransferReceived', TransferReceivedData>
  | DomainEvent<'OrderCancelled', OrderCancelledData>
  | DomainEvent<'OrderCardChanged', OrderCardChangedData>
  // Cancellation (解約) with a refund by support (order-refund.ts): asked, approved or rejected by an admin, refunded.
  | DomainEvent<'RefundRequested', RefundRequestedData>
  | DomainEvent<'RefundApproved', RefundDecisionData>
  | DomainEvent<'RefundRejected', RefundDecisionData>
  // The one who asked (or an admin) withdrew a request still awaiting approval (issue 32).
  | DomainEvent<'RefundWithdrawn', RefundWithdrawnData>
  | DomainEvent<'OrderRefunded', OrderRefundedData>
  | DomainEvent<'BankRefundPaid', BankRefundPaidData>;

/** An order to place: what is bought and its charges, as billing's pricing priced them. The card comes from the facts. */
export type OrderToPlace = Omit<PaymentRequestedData, 'cardSeq'>;

/** What the purchase rules read besides the order, gathered by the handler (spec §2, §8). */
export interface OrderFacts {
  /** The student information is saved: a plan is bought after it (spec §2 /payments/create). */
  personalInformationCompleted: boolean;
  /** The add plans the member has ordered and not lost: awaiting transfer, being charged, paid or in arrears. */
  heldAddPlans: readonly { planId: number; gameId: number }[];
  /** The saved card that pays, settled before the order is placed (a new card just saved, or the default); null for none. */
  card: { seq: string; new?: boolean } | null;
}

export interface PlaceOrderData {
  order: OrderToPlace;
  /** The plan's type for a plan order (an add plan has rules of its own); null for items. */
  planType: PlanType | null;
  facts: OrderFacts;
}

export type OrderCommand =
  | { type: 'PlaceOrder'; data: PlaceOrderData }
  | { type: 'RecordChargeCaptured'; data: ChargeCapturedData }
  | { type: 'RecordChargeFailed'; data: ChargeFailedData }
  | { type: 'RecordTransferReceived'; data: TransferReceivedData }
  | { type: 'CancelOrder'; data: OrderCancelledData }
  | { type: 'ChangeOrderCard'; data: OrderCardChangedData }
  | { type: 'RequestRefund'; data: RefundRequestedData }
  | { type: 'ApproveRefund'; data: RefundDecisionData }
  | { type: 'RejectRefund'; data: RefundDecisionData }
  /** `byAdmin`: the one withdrawing is an admin (who may withdraw anyone's request); otherwise only the requester may. */
  | { type: 'WithdrawRefund'; data: RefundWithdrawnData; byAdmin: boolean }
  | { type: 'RecordRefund'; data: OrderRefundedData }
  | { type: 'RecordBankRefundPaid'; data: BankRefundPaidData };

export type ChargeState = 'due' | 'captured' | 'failed';

export interface OrderState {
  requested: PaymentRequestedData | null;
  charges: ChargeState[];
  transferReceived: boolean;
  inArrears: boolean;
  cancelled: boolean;
  /** The refund support asked for, and where it stands; a rejected one may be asked again. */
  refund: { status: RefundStatus; request: RefundRequestedData } | null;
}

/** A refund asked and not rejected or withdrawn ends the order: no further charge is made (a split's next month stops). */
export const refundUnderway = (state: Pick<OrderState, 'refund'>) => state.refund !== null && state.refund.status !== 'rejected' && state.refund.status !== 'withdrawn';

/** What the member has paid on the order so far, tax included: the charges captured, or the whole transfer. */
export function paidSoFar(state: OrderState): number {
  const order = state.requested;
  if (!order) return 0;
  if (order.method === 'bank') return state.transferReceived ? order.charges.reduce((sum, c) => sum + c.amount + c.tax, 0) : 0;
  return order.charges.reduce((sum, c, n) => (state.charges[n] === 'captured' ? sum + c.amount + c.tax : sum), 0);
}

export class OrderRuleError extends Error {
  constructor(readonly code: 'not-requested' | 'already-requested' | 'not-card' | 'not-bank' | 'out-of-order' | 'order-failed' | 'unknown-charge' | 'already-paid' | 'cancelled') {
    super(`order rule: ${code}`);
  }
}

/** The provider's OrderID for charge n of an order (the trade that carries that charge): ≤ 27 characters of [A-Za-z0-9-], unique per charge. */
export function providerOrderId(paymentId: string, n: number): string {
  return `gg${paymentId.replace(/-/g, '').slice(0, 20)}-${n + 1}`;
}

/**
 * The purchase rules that need no card (spec §2, §8): a plan needs the student information; an add plan is
 * bought once, and only one add plan per game. The handler asks them before it settles the card, so no new
 * card is saved for an order they refuse; the decider asks them again, with the card, when it decides.
 */
export function checkPurchaseRules(order: Pick<OrderToPlace, 'kind' | 'planId' | 'gameId'>, planType: PlanType | null, facts: Omit<OrderFacts, 'card'>): void {
  if (order.kind === 'plan' && !facts.personalInformationCompleted) throw domainError(BillingErrors.PERSONAL_INFORMATION_INCOMPLETE);
  if (planType !== 'add') return;
  if (facts.heldAddPlans.some((held) => held.planId === order.planId)) throw domainError(BillingErrors.PLAN_ALREADY_PURCHASED);
  if (facts.heldAddPlans.some((held) => held.gameId === order.gameId)) throw domainError(BillingErrors.SAME_GAME_ADD_PLAN_PURCHASED);
}

/** The card an order is charged on: a card order needs one, a bank transfer has none. */
function cardThatPays(order: OrderToPlace, card: OrderFacts['card']): string | null {
  if (order.method === 'bank') return null;
  if (!card) throw domainError(BillingErrors.NO_DEFAULT_CARD);
  return card.seq;
}

/** What the charge job does with charge n of an order: make it, or leave it and why. */
export type ChargeDecision = { make: OrderCharge } | { leave: 'unknown-charge' | 'not-card' | 'already-recorded' | 'out-of-order' | 'not-due-yet' | 'refunded' };

/**
 * Whether charge n of the order is made at `now`: a card order's charge still due, after the charge before
 * it was captured, once its due date has come. A job delivered twice, out of turn or early charges nothing.
 */
export function chargeToMake(state: OrderState, n: number, now: Date): ChargeDecision {
  const order = state.requested;
  if (!order || !Number.isInteger(n) || n < 0 || n >= state.charges.length) return { leave: 'unknown-charge' };
  if (order.method === 'bank') return { leave: 'not-card' };
  if (state.charges[n] !== 'due') return { leave: 'already-recorded' };
  if (refundUnderway(state)) return { leave: 'refunded' };
  if (n > 0 && state.charges[n - 1] !== 'captured') return { leave: 'out-of-order' };
  if (new Date(order.charges[n].dueAt).getTime() > now.getTime()) return { leave: 'not-due-yet' };
  return { make: order.charges[n] };
}

/**
 * Does this event end the order unpaid? Its first charge failed (a card order is then over: nothing is charged after
 * it), or the member called off a bank transfer before it was received. A later instalment that fails does not: the
 * order was paid for and runs on in arrears. Whatever the order held for itself (a coupon's use) is given back then.
 */
export function endsOrderUnpaid(event: Pick<OrderEvent, 'type' | 'data'>): boolean {
  return event.type === 'OrderCancelled' || (event.type === 'ChargeFailed' && (event.data as ChargeFailedData).n === 0);
}

/**
 * Does the order still charge a card in the months to come: a monthly split whose first charge was captured, with a
 * charge still due, not in arrears and not being refunded. Its card cannot be deleted before the payments are moved.
 */
export const hasMonthlyChargesAhead = (state: OrderState) =>
  state.requested?.method === 'split' && state.charges[0] === 'captured' && state.charges.includes('due') && !state.inArrears && !refundUnderway(state);

/** Has the order been paid for (first charge captured, or the transfer received)? Then the plan or items are the member's. */
export const isSettled = (state: OrderState) => state.charges[0] === 'captured' || state.transferReceived;

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: () => ({ requested: null, charges: [], transferReceived: false, inArrears: false, cancelled: false, refund: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'PaymentRequested':
        return { ...state, requested: event.data, charges: event.data.charges.map((): ChargeState => 'due') };
      case 'ChargeCaptured':
        return { ...state, charges: state.charges.map((c, i) => (i === event.data.n ? 'captured' : c)) };
      case 'ChargeFailed':
        return { ...state, charges: state.charges.map((c, i) => (i === event.data.n ? 'failed' : c)) };
      case 'OrderFellIntoArrears':
        return { ...state, inArrears: true };
      case 'TransferReceived':
        return { ...state, transferReceived: true };
      case 'OrderCancelled':
        return { ...state, cancelled: true };
      case 'OrderCardChanged':
        return state.requested ? { ...state, requested: { ...state.requested, cardSeq: event.data.toCardSeq } } : state;
      case 'RefundRequested':
        return { ...state, refund: { status: event.data.needsApproval ? 'awaiting_approval' : 'approved', request: event.data } };
      case 'RefundApproved':
        return state.refund ? { ...state, refund: { ...state.refund, status: 'approved' } } : state;
      case 'RefundRejected':
        return state.refund ? { ...state, refund: { ...state.refund, status: 'rejected' } } : state;
      case 'RefundWithdrawn':
        return state.refund ? { ...state, refund: { ...state.refund, status: 'withdrawn' } } : state;
      case 'OrderRefunded':
        return state.refund ? { ...state, refund: { ...state.refund, status: event.data.method === 'bank' ? 'awaiting_bank_transfer' : 'refunded' } } : state;
      case 'BankRefundPaid':
        return state.refund ? { ...state, refund: { ...state.refund, status: 'bank_paid' } } : state;
    }
  },

  decide(command, state) {
    if (command.type === 'PlaceOrder') {
      if (state.requested) throw new OrderRuleError('already-requested');
      const { order, planType, facts } = command.data;
      checkPurchaseRules(order, planType, facts);
      const cardSeq = cardThatPays(order, facts.card);
      return [{ type: 'PaymentRequested', data: { ...order, cardSeq, ...(cardSeq !== null && facts.card?.new ? { newCard: true } : {}) } }];
    }
    const requested = state.requested;
    if (!requested) throw new OrderRuleError('not-requested');

    switch (command.type) {
      case 'RecordChargeCaptured': {
        const { n } = command.data;
        if (requested.method === 'bank') throw new OrderRuleError('not-card');
        if (n < 0 || n >= state.charges.length) throw new OrderRuleError('unknown-charge');
        // A job that runs twice, or a provider answer recorded after a retry, changes nothing twice.
        if (state.charges[n] === 'captured') return [];
        if (state.charges[0] === 'failed') throw new OrderRuleError('order-failed');
        if (n > 0 && state.charges[n - 1] !== 'captured') throw new OrderRuleError('out-of-order');
        return [{ type: 'ChargeCaptured', data: command.data }];
      }
      case 'RecordChargeFailed': {
        const { n } = command.data;
        if (requested.method === 'bank') throw new OrderRuleError('not-card');
        if (n < 0 || n >= state.charges.length) throw new OrderRuleError('unknown-charge');
        if (state.charges[n] !== 'due') return [];
        const failed: OrderEvent = { type: 'ChargeFailed', data: command.data };
        // A later instalment that cannot be collected puts a running split order in arrears.
        return n > 0 && !state.inArrears ? [failed, { type: 'OrderFellIntoArrears', data: { n, at: command.data.failedAt } }] : [failed];
      }
      case 'RecordTransferReceived':
        if (requested.method !== 'bank') throw new OrderRuleError('not-bank');
        if (state.cancelled) throw new OrderRuleError('cancelled');
        return state.transferReceived ? [] : [{ type: 'TransferReceived', data: command.data }];
      case 'CancelOrder':
        // Only a bank transfer not yet received can be called off: a card order is charged at once.
        if (requested.method !== 'bank') throw new OrderRuleError('not-bank');
        if (state.transferReceived) throw new OrderRuleError('already-paid');
        return state.cancelled ? [] : [{ type: 'OrderCancelled', data: command.data }];
      case 'ChangeOrderCard':
        // Only the months still to be charged move: a schedule that is over, failed or being refunded has none.
        if (!hasMonthlyChargesAhead(state)) throw domainError(BillingErrors.NO_MONTHLY_CHARGES_AHEAD);
        if (payerOf(requested) !== command.data.memberId) throw domainError(BillingErrors.PAYMENT_NOT_FOUND);
        return requested.cardSeq === command.data.toCardSeq ? [] : [{ type: 'OrderCardChanged', data: { ...command.data, fromCardSeq: requested.cardSeq } }];
      case 'RequestRefund':
        return decideRefundRequest(state, command.data);
      case 'ApproveRefund':
      case 'RejectRefund': {
        if (!state.refund) throw domainError(BillingErrors.REFUND_NOT_FOUND);
        if (state.refund.status === 'withdrawn') throw domainError(BillingErrors.REFUND_WITHDRAWN);
        if (state.refund.status !== 'awaiting_approval') throw domainError(BillingErrors.REFUND_NOT_AWAITING_APPROVAL);
        // A second person: whoever asked for the adjustment cannot approve (or reject) it, whatever their role.
        if (state.refund.request.requestedBy.id === command.data.by.id) throw domainError(BillingErrors.REFUND_SELF_APPROVAL);
        return [{ type: command.type === 'ApproveRefund' ? 'RefundApproved' : 'RefundRejected', data: command.data }];
      }
      case 'WithdrawRefund': {
        if (!state.refund) throw domainError(BillingErrors.REFUND_NOT_FOUND);
        // Only the one who asked takes it back, or an admin (who answers for the queue); never someone else's as support.
        if (!command.byAdmin && state.refund.request.requestedBy.id !== command.data.by.id) throw domainError(BillingErrors.REFUND_WITHDRAW_NOT_YOURS);
        if (state.refund.status === 'withdrawn') return [];
        // Decided first (approved, refunded, rejected): too late to withdraw. Approve and withdraw at once: one wins.
        if (state.refund.status !== 'awaiting_approval') throw domainError(BillingErrors.REFUND_ALREADY_DECIDED);
        return [{ type: 'RefundWithdrawn', data: command.data }];
      }
      case 'RecordRefund': {
        if (!state.refund) throw domainError(BillingErrors.REFUND_NOT_FOUND);
        // Recorded once: a second press, or a second request that waited for the first, changes nothing.
        if (state.refund.status === 'refunded' || state.refund.status === 'awaiting_bank_transfer' || state.refund.status === 'bank_paid') return [];
        if (state.refund.status !== 'approved') throw domainError(BillingErrors.REFUND_NOT_APPROVED);
        return [{ type: 'OrderRefunded', data: command.data }];
      }
      case 'RecordBankRefundPaid':
        if (!state.refund || state.refund.request.method !== 'bank') throw domainError(BillingErrors.NOT_A_BANK_REFUND);
        if (state.refund.status === 'bank_paid') return [];
        if (state.refund.status !== 'awaiting_bank_transfer') throw domainError(BillingErrors.REFUND_NOT_APPROVED);
        return [{ type: 'BankRefundPaid', data: command.data }];
    }
  },
};

/**
 * Support asks for a refund of a paid plan order: one at a time, an amount within what was paid, a reason for an
 * adjustment; within the cooling-off, everything paid (the terms and the legal notice promise it in full: no
 * adjustment lowers it, whatever the reason or whoever would approve it).
 */
function decideRefundRequest(state: OrderState, request: RefundRequestedData): OrderEvent[] {
  const order = state.requested!;
  if (order.kind !== 'plan') throw domainError(BillingErrors.REFUND_ONLY_PLANS);
  if (!isSettled(state) || state.cancelled) throw domainError(BillingErrors.REFUND_NOT_PAID);
  if (refundUnderway(state)) throw domainError(BillingErrors.REFUND_ALREADY_REQUESTED);
  const paid = paidSoFar(state);
  if (!Number.isInteger(request.amount) || request.amount < 0 || request.amount > paid) throw domainError(BillingErrors.REFUND_AMOUNT_INVALID);
  if (request.kind === 'cooling-off' && request.amount < paid) throw domainError(BillingErrors.REFUND_COOLING_OFF_IN_FULL);
  if (request.amount !== request.calculated && !request.adjustmentReason) throw domainError(BillingErrors.REFUND_ADJUSTMENT_REASON_REQUIRED);
  return [{ type: 'RefundRequested', data: request }];
}
