import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MemberDirectory } from '@coaching/server-core';
import { listMemberPayments } from './admin-payments';
import { ListMemberPaymentsQuery, type MemberPayment } from './list-member-payments.query';

@QueryHandler(ListMemberPaymentsQuery)
export class ListMemberPaymentsHandler implements IQueryHandler<ListMemberPaymentsQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  execute({ memberId }: ListMemberPaymentsQuery): Promise<MemberPayment[]> {
    return listMemberPayments(this.em.fork(), this.members, memberId);
  }
}
