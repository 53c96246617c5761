import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetMemberGameIdsQuery } from './get-member-game-ids.query';

/** A member's chosen games, asked by the news and notifications views (one indexed read of `game_users`). */
@QueryHandler(GetMemberGameIdsQuery)
export class GetMemberGameIdsHandler implements IQueryHandler<GetMemberGameIdsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId }: GetMemberGameIdsQuery): Promise<number[]> {
    return (await sql<{ game_id: number }>(this.em.fork(), 'select game_id from game_users where user_id = ? order by game_id', [memberId])).map((row) => row.game_id);
  }
}
