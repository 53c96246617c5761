import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminRefund } from '@coaching/contracts';
import { getAdminRefund } from './admin-refunds';
import { GetAdminRefundQuery } from './get-admin-refund.query';

@QueryHandler(GetAdminRefundQuery)
export class GetAdminRefundHandler implements IQueryHandler<GetAdminRefundQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  execute({ paymentId }: GetAdminRefundQuery): Promise<AdminRefund | null> {
    return getAdminRefund(this.em.fork(), this.queries, paymentId);
  }
}
