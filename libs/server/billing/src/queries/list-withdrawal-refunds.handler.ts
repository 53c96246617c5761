import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { WithdrawalRefund } from '@coaching/contracts';
import { EventStore } from '@coaching/server-core';
import { ListWithdrawalRefundsQuery } from './list-withdrawal-refunds.query';
import { withdrawalRefundQuotes, withdrawalRefundsOf } from './withdrawal-refunds';

@QueryHandler(ListWithdrawalRefundsQuery)
export class ListWithdrawalRefundsHandler implements IQueryHandler<ListWithdrawalRefundsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, now }: ListWithdrawalRefundsQuery): Promise<WithdrawalRefund[]> {
    const em = this.em.fork();
    return withdrawalRefundsOf(em, await withdrawalRefundQuotes(em, this.store, this.queries, memberId, now));
  }
}
