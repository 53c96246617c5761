import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminPaymentDetail } from '@coaching/contracts';
import { MemberDirectory } from '@coaching/server-core';
import { getAdminPayment } from './admin-payments';
import { GetAdminPaymentQuery } from './get-admin-payment.query';

@QueryHandler(GetAdminPaymentQuery)
export class GetAdminPaymentHandler implements IQueryHandler<GetAdminPaymentQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  execute({ paymentId }: GetAdminPaymentQuery): Promise<AdminPaymentDetail | null> {
    return getAdminPayment(this.em.fork(), this.members, paymentId);
  }
}
