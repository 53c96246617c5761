import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListPaymentHistoryQuery } from './list-payment-history.query';
import { memberPayments, type PaymentPage } from './payment-summaries';

@QueryHandler(ListPaymentHistoryQuery)
export class ListPaymentHistoryHandler implements IQueryHandler<ListPaymentHistoryQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  execute({ memberId, page }: ListPaymentHistoryQuery): Promise<PaymentPage> {
    return memberPayments(this.em.fork(), memberId, page);
  }
}
