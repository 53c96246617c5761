import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { listMemberPayments } from './admin-payments';
import { ListMemberPaymentsQuery, type MemberPayment } from './list-member-payments.query';

@QueryHandler(ListMemberPaymentsQuery)
export class ListMemberPaymentsHandler implements IQueryHandler<ListMemberPaymentsQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  execute({ memberId }: ListMemberPaymentsQuery): Promise<MemberPayment[]> {
    return listMemberPayments(this.em.fork(), this.queries, memberId);
  }
}
