import { Query } from '@nestjs/cqrs';
import type { PaymentPage } from './payment-summaries';

/** The member's own payment history, newest first, a page of 20 (spec §2 /payments/history). */
export class ListPaymentHistoryQuery extends Query<PaymentPage> {
  constructor(
    readonly memberId: string,
    readonly page: number,
  ) {
    super();
  }
}
