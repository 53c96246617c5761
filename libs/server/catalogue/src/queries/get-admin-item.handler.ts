import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminItem } from '@coaching/contracts';
import { Item } from '../entities/item.entity';
import { GetAdminItemQuery } from './get-admin-item.query';

@QueryHandler(GetAdminItemQuery)
export class GetAdminItemHandler implements IQueryHandler<GetAdminItemQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetAdminItemQuery): Promise<AdminItem | null> {
    return (await this.em.fork().findOne(Item, { id }, { populate: ['game'] }))?.toAdmin() ?? null;
  }
}
