import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminGame } from '@coaching/contracts';
import { Game } from '../entities/game.entity';
import { GetAdminGameQuery } from './get-admin-game.query';

@QueryHandler(GetAdminGameQuery)
export class GetAdminGameHandler implements IQueryHandler<GetAdminGameQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetAdminGameQuery): Promise<AdminGame | null> {
    return (await this.em.fork().findOne(Game, { id }))?.toAdmin() ?? null;
  }
}
