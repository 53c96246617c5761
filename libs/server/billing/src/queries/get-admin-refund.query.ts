import { Query } from '@nestjs/cqrs';
import type { AdminRefund } from '@coaching/contracts';

/** The cancellation with a refund of an order (by payment id), for operators; null: none asked for that order. */
export class GetAdminRefundQuery extends Query<AdminRefund | null> {
  constructor(readonly paymentId: string) {
    super();
  }
}
