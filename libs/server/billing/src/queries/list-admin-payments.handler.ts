import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminPayment } from '@coaching/contracts';
import { listAdminPayments } from './admin-payments';
import { ListAdminPaymentsQuery } from './list-admin-payments.query';

@QueryHandler(ListAdminPaymentsQuery)
export class ListAdminPaymentsHandler implements IQueryHandler<ListAdminPaymentsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  execute({ criteria }: ListAdminPaymentsQuery): Promise<{ rows: AdminPayment[]; total: number }> {
    return listAdminPayments(this.em.fork(), this.queries, criteria);
  }
}
