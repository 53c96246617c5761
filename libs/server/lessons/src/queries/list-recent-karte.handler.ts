import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { karteEntriesOf } from './karte-rows';
import { ListRecentKarteQuery, type MemberRecentKarte } from './list-recent-karte.query';

@QueryHandler(ListRecentKarteQuery)
export class ListRecentKarteHandler implements IQueryHandler<ListRecentKarteQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberIds, perMember }: ListRecentKarteQuery): Promise<MemberRecentKarte[]> {
    const karte = await karteEntriesOf(this.em.fork(), this.queries, memberIds, perMember);
    return [...karte].map(([memberId, entries]) => ({ memberId, entries }));
  }
}
