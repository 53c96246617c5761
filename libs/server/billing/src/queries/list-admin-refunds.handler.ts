import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminRefund } from '@coaching/contracts';
import { MemberDirectory } from '@coaching/server-core';
import { listAdminRefunds } from './admin-refunds';
import { ListAdminRefundsQuery } from './list-admin-refunds.query';

@QueryHandler(ListAdminRefundsQuery)
export class ListAdminRefundsHandler implements IQueryHandler<ListAdminRefundsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  execute({ criteria }: ListAdminRefundsQuery): Promise<{ rows: AdminRefund[]; total: number }> {
    return listAdminRefunds(this.em.fork(), this.members, criteria);
  }
}
