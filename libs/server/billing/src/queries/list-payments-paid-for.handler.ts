import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListPaymentsPaidForQuery } from './list-payments-paid-for.query';
import { paymentsPaidFor, type MemberPayment } from './payment-summaries';

@QueryHandler(ListPaymentsPaidForQuery)
export class ListPaymentsPaidForHandler implements IQueryHandler<ListPaymentsPaidForQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  execute({ payerId, memberId }: ListPaymentsPaidForQuery): Promise<MemberPayment[]> {
    return paymentsPaidFor(this.em.fork(), payerId, memberId);
  }
}
