import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { OrderDetail } from '@coaching/contracts';
import { SavedCards } from '../card-provider/saved-cards';
import { GetMemberOrderQuery } from './get-member-order.query';
import { memberOrder } from './member-order';

@QueryHandler(GetMemberOrderQuery)
export class GetMemberOrderHandler implements IQueryHandler<GetMemberOrderQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(SavedCards) private readonly cards: SavedCards,
  ) {}

  execute({ memberId, paymentId }: GetMemberOrderQuery): Promise<OrderDetail | null> {
    return memberOrder(this.em.fork(), this.cards, memberId, paymentId);
  }
}
