import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PaymentReceipt } from '@coaching/contracts';
import { GetPaymentReceiptQuery } from './get-payment-receipt.query';
import { memberReceipt } from './payment-receipt';

@QueryHandler(GetPaymentReceiptQuery)
export class GetPaymentReceiptHandler implements IQueryHandler<GetPaymentReceiptQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  execute({ memberId, paymentId }: GetPaymentReceiptQuery): Promise<PaymentReceipt | null> {
    return memberReceipt(this.em.fork(), memberId, paymentId);
  }
}
