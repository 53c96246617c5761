import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetMemberGameIdsQuery } from './get-member-game-ids.query';

@QueryHandler(GetMemberGameIdsQuery)
export class GetMemberGameIdsHandler implements IQueryHandler<GetMemberGameIdsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId }: GetMemberGameIdsQuery): Promise<number[]> {
    const rows = await sql<{ game_id: number }>(this.em.fork(), 'select game_id from game_users where user_id = ? order by game_id', [memberId]);
    return rows.map((row) => row.game_id);
  }
}
