import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminPaymentDetail } from '@coaching/contracts';
import { getAdminPayment } from './admin-payments';
import { GetAdminPaymentQuery } from './get-admin-payment.query';

@QueryHandler(GetAdminPaymentQuery)
export class GetAdminPaymentHandler implements IQueryHandler<GetAdminPaymentQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  execute({ paymentId }: GetAdminPaymentQuery): Promise<AdminPaymentDetail | null> {
    return getAdminPayment(this.em.fork(), this.queries, paymentId);
  }
}
