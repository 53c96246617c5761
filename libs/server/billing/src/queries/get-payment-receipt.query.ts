import { Query } from '@nestjs/cqrs';
import type { PaymentReceipt } from '@coaching/contracts';

/** The receipt (領収書) of what was paid on the member's order; null: not theirs, unknown, or nothing paid yet. */
export class GetPaymentReceiptQuery extends Query<PaymentReceipt | null> {
  constructor(
    readonly memberId: string,
    readonly paymentId: string,
  ) {
    super();
  }
}
