import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminPayment } from '@coaching/contracts';
import { MemberDirectory } from '@coaching/server-core';
import { listAdminPayments } from './admin-payments';
import { ListAdminPaymentsQuery } from './list-admin-payments.query';

@QueryHandler(ListAdminPaymentsQuery)
export class ListAdminPaymentsHandler implements IQueryHandler<ListAdminPaymentsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  execute({ criteria }: ListAdminPaymentsQuery): Promise<{ rows: AdminPayment[]; total: number }> {
    return listAdminPayments(this.em.fork(), this.members, criteria);
  }
}
