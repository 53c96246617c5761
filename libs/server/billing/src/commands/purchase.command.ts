import { Command } from '@nestjs/cqrs';
import type { ItemPaymentMethod, PaymentMethod } from '@coaching/contracts';
import type { MemberPayment } from '../queries/payment-summaries';

export type PurchaseTarget =
  | { kind: 'plan'; planId: number; period: number; method: PaymentMethod; couponCode?: string }
  | { kind: 'item'; itemId: number; quantity: number; method: ItemPaymentMethod };

/** A new card's single-use token, the saved default card, or nothing (bank transfer). */
export type PurchaseCard = { token: string } | { defaultCard: true } | null;

/**
 * A member buys a plan or add-on items (spec §7 purchase calls). Idempotent per key: the same key answers
 * the first payment (`repeated`), a request while the first is still being decided is refused.
 */
export class PurchaseCommand extends Command<{ payment: MemberPayment; repeated: boolean }> {
  constructor(
    readonly memberId: string,
    readonly target: PurchaseTarget,
    readonly card: PurchaseCard,
    readonly idempotencyKey: string,
  ) {
    super();
  }
}
