import type { RefundCalculation, RefundKind, RefundLine } from './refund-calculator';

// Cancelling (解約) an order with a refund by the legal rules (refund-calculator.ts), as support asks for it
// and, when support moves the amount far from the calculation, an admin approves it. Pure rules only.

/**
 * How far (yen, either way) support may move a refund from the legal calculation on its own. An adjustment
 * larger than this needs an admin's approval, by an operator other than the one who asked (a second person).
 * 10,000 yen: about one extra lesson (spec §9: 9,900 yen), the largest goodwill gesture support makes alone.
 */
export const REFUND_ADJUSTMENT_APPROVAL_THRESHOLD = 10_000;

export interface RefundOperator {
  id: string;
  name: string;
}

export type RefundMethod = 'card' | 'bank';

/** What support asked for: the calculation as it stood, the amount to refund and why it differs. */
export interface RefundRequestedData {
  kind: RefundKind;
  lines: RefundLine[];
  /** What the member had paid on the order when the calculation was made (tax included). */
  paid: number;
  /** The legal calculation's refund. */
  calculated: number;
  /** What will be refunded: the calculation, or support's adjustment of it. */
  amount: number;
  /** Why the amount differs from the calculation; null when it does not. */
  adjustmentReason: string | null;
  /** Why the member cancels (the member's words, as support noted them). */
  reason: string;
  needsApproval: boolean;
  method: RefundMethod;
  requestedBy: RefundOperator;
  requestedAt: string;
}

export interface RefundDecisionData {
  by: RefundOperator;
  at: string;
  /** Why an admin refused the request; absent on an approval. */
  reason?: string;
}

/** The request taken back before anyone decided it (by the one who asked, or an admin), and why. */
export interface RefundWithdrawnData {
  by: RefundOperator;
  at: string;
  reason: string;
}

/** One provider trade's part of a card refund. */
export interface RefundedTrade {
  n: number;
  providerOrderId: string;
  /** What the trade had charged, tax included. */
  charged: number;
  /** What was given back of it. */
  refunded: number;
  /** The provider's status of the trade after the refund: RETURN, VOID, or CAPTURE/SALES at the amount kept. */
  status: string;
}

export interface OrderRefundedData {
  method: RefundMethod;
  amount: number;
  /** The card trades refunded (empty for a bank refund). */
  trades: RefundedTrade[];
  refundedAt: string;
}

export interface BankRefundPaidData {
  by: RefundOperator;
  paidAt: string;
}

export type RefundStatus = 'awaiting_approval' | 'approved' | 'rejected' | 'withdrawn' | 'refunded' | 'awaiting_bank_transfer' | 'bank_paid';

/** Whether an adjusted amount needs an admin's approval. */
export const needsApproval = (calculated: number, amount: number) => Math.abs(amount - calculated) > REFUND_ADJUSTMENT_APPROVAL_THRESHOLD;

/** A charge of the order as the refund reads it: its trade, and what it charged (tax included). */
export interface CapturedCharge {
  n: number;
  providerOrderId: string;
  charged: number;
}

/**
 * Which trades give back how much of a card refund: the latest charge first (a split's last month is the
 * least used), each trade at most what it charged. The sum is the refund; a refund above what was charged
 * is cut to it.
 */
export function allocateRefund(charges: readonly CapturedCharge[], refund: number): { n: number; providerOrderId: string; charged: number; refund: number }[] {
  let left = Math.max(0, Math.round(refund));
  const parts: { n: number; providerOrderId: string; charged: number; refund: number }[] = [];
  for (const charge of [...charges].sort((a, b) => b.n - a.n)) {
    if (left <= 0) break;
    const part = Math.min(left, charge.charged);
    if (part > 0) parts.push({ ...charge, refund: part });
    left -= part;
  }
  return parts;
}

/** The request support makes from a calculation: the amount (default: the calculation) and the reasons. */
export function refundRequest(
  calculation: RefundCalculation,
  paid: number,
  ask: { amount: number | null; adjustmentReason: string | null; reason: string; method: RefundMethod; by: RefundOperator; at: string },
): RefundRequestedData {
  const amount = ask.amount ?? calculation.refund;
  const adjusted = amount !== calculation.refund;
  return {
    kind: calculation.kind,
    lines: calculation.lines,
    paid,
    calculated: calculation.refund,
    amount,
    adjustmentReason: adjusted ? (ask.adjustmentReason ?? '').trim() || null : null,
    reason: ask.reason,
    needsApproval: needsApproval(calculation.refund, amount),
    method: ask.method,
    requestedBy: ask.by,
    requestedAt: ask.at,
  };
}
