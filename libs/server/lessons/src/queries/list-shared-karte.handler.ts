import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { KarteEntry } from '@coaching/contracts';
import { karteEntriesOf } from './karte-rows';
import { ListSharedKarteQuery } from './list-shared-karte.query';

/** A guardian's area shows the last notes shared with them; the whole karte stays the student's. */
const SHARED_NOTES = 10;

@QueryHandler(ListSharedKarteQuery)
export class ListSharedKarteHandler implements IQueryHandler<ListSharedKarteQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId }: ListSharedKarteQuery): Promise<KarteEntry[]> {
    return (await karteEntriesOf(this.em.fork(), this.queries, [memberId], SHARED_NOTES, { sharedWithGuardian: true })).get(memberId) ?? [];
  }
}
