import { Query } from '@nestjs/cqrs';
import type { RefundQuoteAnswer } from '@coaching/contracts';

/**
 * The calculation of a cancellation with a refund of a plan order, line by line, as of now, with the refund already
 * asked for if any. Refused (the order's own errors) for an unknown order, an item order, or one not paid.
 */
export class GetRefundQuoteQuery extends Query<RefundQuoteAnswer> {
  constructor(
    readonly paymentId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
