import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { inTransaction, ReadCache, ReadCaches, sql } from '@coaching/server-core';
import { GetMemberGameIdsQuery } from './get-member-game-ids.query';

/**
 * A member's chosen games, asked by every news and notifications view. In the api answered from memory between
 * changes: `game_users` notifies `member-row:<member>` (migration 20261127180001, ADR 0019).
 */
@QueryHandler(GetMemberGameIdsQuery)
export class GetMemberGameIdsHandler implements IQueryHandler<GetMemberGameIdsQuery> {
  private readonly cache: ReadCache<number[]>;

  constructor(
    private readonly em: EntityManager,
    @Inject(ReadCaches) caches: ReadCaches,
  ) {
    this.cache = caches.create<number[]>('member-row');
  }

  async execute({ memberId }: GetMemberGameIdsQuery): Promise<number[]> {
    const read = async () => (await sql<{ game_id: number }>(this.em.fork(), 'select game_id from game_users where user_id = ? order by game_id', [memberId])).map((row) => row.game_id);
    // A copy: callers may sort or extend what they get.
    return [...(await this.cache.get(memberId, read, inTransaction(this.em)))!];
  }
}
