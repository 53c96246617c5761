import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { KarteEntry } from '@coaching/contracts';
import { karteEntriesOf } from './karte-rows';
import { ListKarteQuery } from './list-karte.query';

@QueryHandler(ListKarteQuery)
export class ListKarteHandler implements IQueryHandler<ListKarteQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId }: ListKarteQuery): Promise<KarteEntry[]> {
    return (await karteEntriesOf(this.em.fork(), this.queries, [memberId], 200)).get(memberId) ?? [];
  }
}
