import { Query } from '@nestjs/cqrs';
import type { OrderDetail } from '@coaching/contracts';

/** One of the member's own orders in full, for the order page (/payments/history/{id}); null: not one of theirs. */
export class GetMemberOrderQuery extends Query<OrderDetail | null> {
  constructor(
    readonly memberId: string,
    readonly paymentId: string,
  ) {
    super();
  }
}
