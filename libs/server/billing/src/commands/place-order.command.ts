import { Command } from '@nestjs/cqrs';
import type { ItemPaymentMethod, PaymentMethod } from '@coaching/contracts';
import type { MemberPayment } from '../queries/payment-summaries';

/** What the order buys: a plan for a period, or add-on items; and how it is paid. */
export type OrderTarget =
  | { kind: 'plan'; planId: number; period: number; method: PaymentMethod; couponCode?: string }
  | { kind: 'item'; itemId: number; quantity: number; method: ItemPaymentMethod };

/** Which card pays, as the member chose it: a new card's single-use token, the saved default card, or none (bank transfer). */
export type CardChoice = { token: string } | { defaultCard: true } | null;

/**
 * A guardian paying for a linked child (issue 31, ADR 0038): the guardian's id and the link they buy through. The link
 * must be live in the order's transaction; the card and the key are the guardian's, the rules and the plan the child's.
 */
export interface OrderPayer {
  guardianId: string;
  linkId: string;
}

/**
 * A member's purchase of a plan or add-on items (spec §7 purchase calls) places an order. Idempotent per
 * key: the same key answers the first order (`repeated`), a request while the first is still being
 * decided is refused. Answers the order as the member sees it (`payment`, its name on the wire).
 */
export class PlaceOrderCommand extends Command<{ payment: MemberPayment; repeated: boolean }> {
  constructor(
    readonly memberId: string,
    readonly target: OrderTarget,
    readonly card: CardChoice,
    readonly idempotencyKey: string,
    /** Absent when the member pays; a guardian when they buy for the member, a linked child. */
    readonly payer?: OrderPayer,
  ) {
    super();
  }
}
