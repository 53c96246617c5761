import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetPaidGameIdsQuery } from '@coaching/server-identity/queries';
import { GetMemberSubscriptionsQuery } from './get-member-subscriptions.query';

/** Identity's question (a paid course stays on the course list): the games of the member's running subscriptions. */
@QueryHandler(GetPaidGameIdsQuery)
export class GetPaidGameIdsHandler implements IQueryHandler<GetPaidGameIdsQuery> {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  async execute({ memberId }: GetPaidGameIdsQuery): Promise<number[]> {
    const subscriptions = await this.queries.execute(new GetMemberSubscriptionsQuery(memberId));
    return [...new Set(subscriptions.filter((s) => s.status === 'active').map((s) => s.gameId))];
  }
}
