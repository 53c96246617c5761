import { Query } from '@nestjs/cqrs';
import type { AdminPaymentDetail } from '@coaching/contracts';

/** One payment with its charges, for operators; null: no such payment. */
export class GetAdminPaymentQuery extends Query<AdminPaymentDetail | null> {
  constructor(readonly paymentId: string) {
    super();
  }
}
