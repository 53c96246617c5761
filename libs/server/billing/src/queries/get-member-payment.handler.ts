import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetMemberPaymentQuery } from './get-member-payment.query';
import { memberPayment, type MemberPayment } from './payment-summaries';

@QueryHandler(GetMemberPaymentQuery)
export class GetMemberPaymentHandler implements IQueryHandler<GetMemberPaymentQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  execute({ memberId, paymentId }: GetMemberPaymentQuery): Promise<MemberPayment | null> {
    return memberPayment(this.em.fork(), memberId, paymentId);
  }
}
