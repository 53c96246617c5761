import { Command } from '@nestjs/cqrs';
import type { RefundOperator } from '../domain/order-refund';

/** What support asks: the amount (null: the legal calculation's), why it differs, and why the member cancels. */
export interface RefundAsk {
  amount: number | null;
  adjustmentReason: string | null;
  reason: string;
}

/** Where a refund stands after a command, for the answer. */
export interface RefundStanding {
  paymentId: string;
  status: string;
}

/** Support cancels a plan order (解約) with the legal refund, or an adjusted one; refunded at once unless it needs approval. */
export class RequestOrderRefundCommand extends Command<RefundStanding> {
  constructor(
    readonly paymentId: string,
    readonly ask: RefundAsk,
    readonly operator: RefundOperator,
  ) {
    super();
  }
}

/** An admin (not the one who asked) approves a large adjustment, which refunds it, or rejects it. */
export class DecideOrderRefundCommand extends Command<RefundStanding> {
  constructor(
    readonly paymentId: string,
    readonly decision: 'approve' | 'reject',
    readonly operator: RefundOperator,
    readonly reason: string = '',
  ) {
    super();
  }
}

/**
 * The one who asked (or an admin: `operator.role`) takes back a request still awaiting approval, saying why. Approve
 * and withdraw pressed at once: exactly one is recorded (the order's stream is appended at the version read), the
 * other is refused with 409.
 */
export class WithdrawOrderRefundCommand extends Command<RefundStanding> {
  constructor(
    readonly paymentId: string,
    readonly operator: RefundOperator & { role: string },
    readonly reason: string = '',
  ) {
    super();
  }
}

/**
 * Carries out an approved refund: through the card provider (each trade once, however often it is pressed), or as
 * a bank refund to be sent by hand; then records it, which ends the plan and mails the member. `actionId`: the
 * operator action it is part of (asked or approved, then carried out at once: one line in the audit log).
 */
export class ExecuteOrderRefundCommand extends Command<RefundStanding> {
  constructor(
    readonly paymentId: string,
    readonly operator: RefundOperator,
    readonly actionId?: string,
  ) {
    super();
  }
}

/** The school sent a bank refund by hand. */
export class RecordBankRefundPaidCommand extends Command<RefundStanding> {
  constructor(
    readonly paymentId: string,
    readonly operator: RefundOperator,
  ) {
    super();
  }
}
