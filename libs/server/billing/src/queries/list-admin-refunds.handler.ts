import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminRefund } from '@coaching/contracts';
import { listAdminRefunds } from './admin-refunds';
import { ListAdminRefundsQuery } from './list-admin-refunds.query';

@QueryHandler(ListAdminRefundsQuery)
export class ListAdminRefundsHandler implements IQueryHandler<ListAdminRefundsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  execute({ criteria }: ListAdminRefundsQuery): Promise<{ rows: AdminRefund[]; total: number }> {
    return listAdminRefunds(this.em.fork(), this.queries, criteria);
  }
}
