import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminRefund } from '@coaching/contracts';
import { MemberDirectory } from '@coaching/server-core';
import { getAdminRefund } from './admin-refunds';
import { GetAdminRefundQuery } from './get-admin-refund.query';

@QueryHandler(GetAdminRefundQuery)
export class GetAdminRefundHandler implements IQueryHandler<GetAdminRefundQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  execute({ paymentId }: GetAdminRefundQuery): Promise<AdminRefund | null> {
    return getAdminRefund(this.em.fork(), this.members, paymentId);
  }
}
