import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { inTransaction, ReadCache, ReadCaches, sql } from '@coaching/server-core';
import { HasPersonalInformationQuery } from './has-personal-information.query';

/**
 * The information is saved whole (the form is validated as one), so a saved row is a completed one. Asked on every
 * mypage view (`/api/me`): in the api answered from memory between changes, which `personal_informations` triggers
 * notify as `personal-information:<member>` (migration 20261127180002, ADR 0019).
 */
@QueryHandler(HasPersonalInformationQuery)
export class HasPersonalInformationHandler implements IQueryHandler<HasPersonalInformationQuery> {
  private readonly cache: ReadCache<boolean>;

  constructor(
    private readonly em: EntityManager,
    @Inject(ReadCaches) caches: ReadCaches,
  ) {
    this.cache = caches.create<boolean>('personal-information');
  }

  async execute({ memberId }: HasPersonalInformationQuery): Promise<boolean> {
    const read = async () => (await sql(this.em.fork(), 'select 1 from personal_informations where user_id = ?', [memberId])).length > 0;
    return (await this.cache.get(memberId, read, inTransaction(this.em)))!;
  }
}
